import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { ProfileForm } from './profile-form';
import { ProfilePhotoCard } from './profile-photo-card';

/** /dashboard/profile: who the user is to Masakhane; name, company and photo can be changed here. */
export function ProfilePage() {
  const { me } = useDashboardAccess();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Profile" description="Your personal information" />
      {me ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <ProfilePhotoCard me={me} />
          <ProfileForm me={me} />
        </div>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
