import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { toast } from 'sonner';
import type { TMe } from '../../../shared/contracts/me';
import { formatMemberDate } from '../../../shared/format';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/user-avatar';
import { toastError } from '../../lib/toasts';
import { useSelectedOrganization } from '../../lib/use-selected-organization';
import { useRemovePhoto, useUploadPhoto } from './profile.mutations';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const ACCEPTED = 'image/png,image/jpeg,image/webp';

/**
 * The avatar card: photo or initials, name, e-mail, since when they are a member of the selected organization
 * (the joined date Manage Members shows), Change Photo and Remove photo.
 */
export function ProfilePhotoCard({ me }: { me: TMe }) {
  const { membership, isStaffView } = useSelectedOrganization(me);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const fullName = me.profile.fullName ?? me.user.name;
  const isBusy = upload.isPending || remove.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks the real type; this only saves a pointless upload.
    if (file.size > MAX_PHOTO_BYTES) {
      toast.error('Photo must be 2 MB or smaller');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Photo updated'),
      onError: (error) => toastError(error),
    });
  }

  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <UserAvatar name={fullName} image={me.user.image} className="size-24 text-2xl" />
      <h2 className="mt-4 text-lg font-semibold break-words">{fullName}</h2>
      <p className="text-sm break-all text-muted-foreground">{me.user.email}</p>
      <p className="mt-3 text-xs text-muted-foreground" data-testid="member-since">
        {membership && !isStaffView
          ? `Member of ${membership.organization.name} since ${formatMemberDate(membership.joinedAt)}`
          : `Signed up ${formatMemberDate(me.profile.createdAt)}`}
      </p>
      <input
        ref={input}
        id="profile-photo-file"
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-label="Photo file"
        onChange={choose}
      />
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" disabled={isBusy} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner /> : <Camera aria-hidden />}
          Change Photo
        </Button>
        {me.user.image && (
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success('Photo removed'),
                onError: (error) => toastError(error),
              })
            }
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
            Remove photo
          </Button>
        )}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">PNG, JPEG or WebP, up to 2 MB.</p>
    </Card>
  );
}
