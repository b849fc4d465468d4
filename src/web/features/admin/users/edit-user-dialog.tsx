import { useState } from 'react';
import { toast } from 'sonner';
import type { TAdminUser, TGrantableRole } from '../../../../shared/contracts/admin';
import { FormFooter } from '../../../components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toastError } from '../../../lib/toasts';
import { useUpdateAdminUser } from '../admin.mutations';

const GRANTABLE: { role: TGrantableRole; label: string }[] = [
  { role: 'site_admin', label: 'Site Admin' },
  { role: 'developer', label: 'Developer' },
];

/**
 * Edit User: name, company and platform roles. Only a developer may grant or remove developer, and nobody
 * changes their own roles; the server enforces both, the form only explains them.
 */
export function EditUserDialog({
  user,
  isSelf,
  isDeveloper,
  onClose,
}: {
  user: TAdminUser;
  isSelf: boolean;
  isDeveloper: boolean;
  onClose: () => void;
}) {
  const update = useUpdateAdminUser();
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [companyName, setCompanyName] = useState(user.companyName ?? '');
  const [roles, setRoles] = useState<ReadonlySet<TGrantableRole>>(new Set(user.platformRoles));
  const canEditRole = (role: TGrantableRole) =>
    !isSelf &&
    (role !== 'developer' || isDeveloper) &&
    (isDeveloper || !user.platformRoles.includes('developer'));

  function save(event: React.FormEvent) {
    event.preventDefault();
    update.mutate(
      { userId: user.userId, fullName, companyName, platformRoles: [...roles] },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          onClose();
        },
        onError: (error) => toastError(error, 'Failed to update user'),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle>Edit User</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
        <form className="grid gap-4" onSubmit={save}>
          <FormField htmlFor="edit-user-name" label="Full name">
            <Input
              id="edit-user-name"
              value={fullName}
              maxLength={100}
              required
              onChange={(event) => setFullName(event.target.value)}
            />
          </FormField>
          <FormField htmlFor="edit-user-company" label="Company">
            <Input
              id="edit-user-company"
              value={companyName}
              maxLength={200}
              onChange={(event) => setCompanyName(event.target.value)}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Platform roles</legend>
            {GRANTABLE.map(({ role, label }) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={roles.has(role)}
                  disabled={!canEditRole(role)}
                  onChange={(event) => {
                    const next = new Set(roles);
                    if (event.target.checked) next.add(role);
                    else next.delete(role);
                    setRoles(next);
                  }}
                />
                {label}
              </label>
            ))}
            <p className="text-xs text-muted-foreground">
              {isSelf
                ? 'You cannot change your own roles.'
                : 'Every account is a user. Only a developer can grant or remove Developer.'}
            </p>
          </fieldset>
          <FormFooter
            submitLabel="Save changes"
            isPending={update.isPending}
            onCancel={onClose}
            isCancelDisabled={update.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
