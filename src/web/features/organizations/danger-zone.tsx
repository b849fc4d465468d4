import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import type { TOrganizationDetail } from '../../../shared/contracts/organizations';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useArchiveOrganization, useRestoreOrganization } from './organizations.mutations';

/**
 * The Danger Zone tab. Archiving asks for the organization's name to be typed; an archived organization
 * leaves the browser and takes no new money, and platform staff can restore it.
 */
export function DangerZone({
  organization,
  canRestore,
}: {
  organization: TOrganizationDetail;
  canRestore: boolean;
}) {
  const archive = useArchiveOrganization(organization.id);
  const restore = useRestoreOrganization();
  const [isConfirming, setIsConfirming] = useState(false);
  const [typedName, setTypedName] = useState('');
  const isNameTyped = typedName.trim() === organization.name;

  function confirmArchive() {
    if (!isNameTyped) return;
    archive.mutate(typedName.trim(), {
      onSuccess: () => {
        toastSuccess('Organization Archived', `${organization.name} has been archived.`);
        setIsConfirming(false);
        setTypedName('');
      },
      onError: (error) => toastError(error, 'Failed to archive organization.', { title: 'Error' }),
    });
  }

  if (!organization.active) {
    return (
      <div className="grid gap-4 rounded-lg border border-dashed p-4">
        <div>
          <h3 className="font-semibold">This organization is archived</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Archived on {organization.archivedAt ? formatDate(organization.archivedAt) : 'an unknown date'}.
            Its records stay readable to members, but no new money can be recorded and it is hidden from
            Browse Organizations.
            {canRestore ? '' : ' Contact the platform operators to restore it.'}
          </p>
        </div>
        {canRestore && (
          <div>
            <Button
              variant="outline"
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(organization.id, {
                  onSuccess: () =>
                    toastSuccess('Organization Restored', `${organization.name} is active again.`),
                  onError: (error) =>
                    toastError(error, 'Failed to restore organization.', { title: 'Error' }),
                })
              }
            >
              {restore.isPending ? <Spinner /> : <ArchiveRestore aria-hidden />}
              Restore Organization
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-4 rounded-lg border border-destructive/40 p-4">
      <div>
        <h3 className="font-semibold">Archive this organization</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Members keep read access to its history, but no new contributions, loans or payments can be
          recorded, and it disappears from Browse Organizations. Only platform staff can restore it.
        </p>
      </div>
      <div>
        <Button variant="destructive" onClick={() => setIsConfirming(true)}>
          <Archive aria-hidden />
          Archive Organization
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => {
          setIsConfirming(isOpen);
          if (!isOpen) setTypedName('');
        }}
        title="Archive organization?"
        description={`Type ${organization.name} to confirm. Its books become read-only until platform staff restore it.`}
        confirmLabel="Archive"
        isDestructive
        isPending={archive.isPending}
        isConfirmDisabled={!isNameTyped}
        onConfirm={confirmArchive}
      >
        <FormField htmlFor="archive-confirm-name" label="Organization name">
          <Input
            id="archive-confirm-name"
            autoComplete="off"
            value={typedName}
            maxLength={120}
            onChange={(event) => setTypedName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirmArchive();
            }}
          />
        </FormField>
      </ConfirmDialog>
    </div>
  );
}
