import { formatMemberDate, getInitials } from '../../../shared/format';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useDashboardAccess } from '../shell/use-dashboard-access';

function Field({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm break-words text-muted-foreground">
        {value}
        {note && <span className="mt-0.5 block text-xs">{note}</span>}
      </dd>
    </div>
  );
}

/** /dashboard/profile: who the user is to Masakhane. */
export function ProfilePage() {
  const { me } = useDashboardAccess();
  if (!me) return <Skeleton className="h-64 w-full" />;
  const fullName = me.profile.fullName ?? me.user.name;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Profile" description="Your personal information" />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card className="flex flex-col items-center p-6 text-center">
          {me.user.image ? (
            <img src={me.user.image} alt="" className="size-20 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
            >
              {getInitials(fullName)}
            </span>
          )}
          <h2 className="mt-4 text-lg font-semibold break-words">{fullName}</h2>
          <p className="text-sm break-all text-muted-foreground">{me.user.email}</p>
          <p className="mt-3 text-xs text-muted-foreground">
            Member since {formatMemberDate(me.profile.createdAt)}
          </p>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">Personal Information</h2>
            <CardDescription>The name other members and your organizations see.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-5 sm:grid-cols-2">
              <Field label="Full Name" value={fullName} />
              <Field label="Email" value={me.user.email} note="Email cannot be changed" />
              <Field label="Organization name" value={me.profile.companyName ?? '—'} />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
