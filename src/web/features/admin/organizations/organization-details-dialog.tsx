import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format';
import { ORGANIZATION_TYPE_LABELS } from '../../../../shared/organization-types';
import { Money } from '../../../components/money';
import { hasAnswer, QueryWait } from '../../../components/page-state';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { adminQueries } from '../admin.queries';
import { formatDateTime } from '../shared/labels';

/** View Detailed Info: admins, members, what the books hold and when anything last happened. */
export function OrganizationDetailsDialog({
  organizationId,
  onClose,
}: {
  organizationId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    ...adminQueries.organization(organizationId ?? ''),
    enabled: organizationId !== null,
  });
  const org = detail.data;
  return (
    <Dialog open={organizationId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{org?.name ?? 'Organization'}</DialogTitle>
        <DialogDescription>
          {org
            ? `${ORGANIZATION_TYPE_LABELS[org.organizationType]}, created ${formatDate(org.createdAt)}`
            : 'Loading...'}
        </DialogDescription>
        {!hasAnswer(detail) && (
          <QueryWait
            query={detail}
            loadingLabel="Loading organization..."
            errorTitle="Failed to load organization"
          />
        )}
        {org && (
          <div className="grid gap-5 text-sm">
            {org.description && <p className="text-muted-foreground">{org.description}</p>}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['Status', org.status === 'active' ? 'Active' : 'Archived'],
                ['Members', String(org.memberCount)],
                ['Cash held', <Money key="cash" cents={org.cashCents} />],
                ['Journal entries', String(org.journalEntryCount)],
              ].map(([label, value]) => (
                <div key={String(label)} className="rounded-md border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="mt-1 font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <p>
              <span className="text-muted-foreground">Last activity: </span>
              {org.lastActivityAt ? formatDateTime(org.lastActivityAt) : 'None yet'}
            </p>
            <section>
              <h3 className="font-semibold">Admins</h3>
              <ul className="mt-1 grid gap-1">
                {org.admins.map((admin) => (
                  <li key={admin.userId} className="flex flex-wrap justify-between gap-x-3">
                    <span>{admin.fullName ?? 'Former member'}</span>
                    <span className="text-muted-foreground">{admin.email}</span>
                  </li>
                ))}
                {org.admins.length === 0 && <li className="text-muted-foreground">No admin</li>}
              </ul>
            </section>
            <section>
              <h3 className="font-semibold">Balances</h3>
              <ul className="mt-1 grid gap-1">
                {org.balances.map((account) => (
                  <li key={account.code} className="flex justify-between gap-3">
                    <span>{account.name}</span>
                    <Money cents={account.balanceCents} />
                  </li>
                ))}
              </ul>
            </section>
            <p className="text-muted-foreground">
              {org.isDeletable
                ? 'The books are empty: this organization can be deleted.'
                : 'The books hold records: this organization can be archived, not deleted.'}
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
