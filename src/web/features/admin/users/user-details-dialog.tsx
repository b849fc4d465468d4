import { useQuery } from '@tanstack/react-query';
import { hasAnswer, QueryWait } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { adminQueries } from '../admin.queries';
import { formatDateTime, ROLE_LABELS, STATUS_LABELS, STATUS_VARIANTS } from '../shared/labels';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** View Details: who the user is, where they belong, how they sign in and what they did lately. */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const user = useQuery({ ...adminQueries.user(userId ?? ''), enabled: userId !== null });
  return (
    <Dialog open={userId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>User details</DialogTitle>
        <DialogDescription>{user.data?.email ?? 'Loading...'}</DialogDescription>
        {!hasAnswer(user) && (
          <QueryWait query={user} loadingLabel="Loading user..." errorTitle="Failed to load user" />
        )}
        {user.data && (
          <div className="grid gap-5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Fact label="Name">{user.data.fullName ?? '—'}</Fact>
              <Fact label="Company">{user.data.companyName ?? '—'}</Fact>
              <Fact label="Status">
                <Badge variant={STATUS_VARIANTS[user.data.status]}>{STATUS_LABELS[user.data.status]}</Badge>
                {user.data.banReason && (
                  <span className="ml-2 text-muted-foreground">{user.data.banReason}</span>
                )}
              </Fact>
              <Fact label="Role">{ROLE_LABELS[user.data.role]}</Fact>
              <Fact label="Two-factor">{user.data.twoFactorEnabled ? 'On' : 'Off'}</Fact>
              <Fact label="Last sign-in">
                {user.data.lastSignInAt ? formatDateTime(user.data.lastSignInAt) : 'Never'}
              </Fact>
              <Fact label="Joined">{formatDateTime(user.data.createdAt)}</Fact>
            </dl>
            <section>
              <h3 className="font-semibold">Memberships</h3>
              {user.data.memberships.length === 0 ? (
                <p className="mt-1 text-sm text-muted-foreground">Not a member of any organization.</p>
              ) : (
                <ul className="mt-2 grid gap-1 text-sm">
                  {user.data.memberships.map((membership) => (
                    <li key={membership.organizationId} className="flex justify-between gap-2">
                      <span>{membership.organizationName}</span>
                      <span className="text-muted-foreground capitalize">{membership.role}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {user.data.deletionBlockers.length > 0 && (
              <section>
                <h3 className="font-semibold">Cannot be deleted now</h3>
                <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
                  {user.data.deletionBlockers.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </section>
            )}
            <section>
              <h3 className="font-semibold">Recent activity</h3>
              {user.data.recentActivity.length === 0 ? (
                <p className="mt-1 text-sm text-muted-foreground">No recorded activity.</p>
              ) : (
                <ul className="mt-2 grid gap-1 text-sm">
                  {user.data.recentActivity.map((row) => (
                    <li key={row.id} className="flex flex-wrap justify-between gap-x-3">
                      <code className="text-xs">{row.action}</code>
                      <span className="text-muted-foreground">
                        {row.actorName ? `${row.actorName}, ` : ''}
                        {formatDateTime(row.createdAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
