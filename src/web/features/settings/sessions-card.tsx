import { useQuery } from '@tanstack/react-query';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { toast } from 'sonner';
import type { TAccountSession } from '../../../shared/contracts/account';
import { formatRelativeTime } from '../../../shared/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/errors';
import { toastError } from '../../lib/toasts';
import { accountQueries, useRevokeSessions } from './settings.queries';

const DEVICE_ICON = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Monitor } as const;

function SessionRow({ session }: { session: TAccountSession }) {
  const revoke = useRevokeSessions();
  const Icon = DEVICE_ICON[session.deviceType];
  const isThisOne = revoke.isPending && revoke.variables === session.id;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium break-words">
            {session.browser} on {session.system}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.maskedAddress ? `Address ${session.maskedAddress}` : 'Address unknown'} · Last active{' '}
            {formatRelativeTime(session.lastSeenAt)}
          </p>
        </div>
      </div>
      {session.isCurrent ? (
        <Badge variant="secondary">This device</Badge>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Sign out ${session.browser} on ${session.system}`}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => toast.success('That device is signed out'),
              onError: (error) => toastError(error),
            })
          }
        >
          {isThisOne && <Spinner />}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with Sign out per device and Sign out everywhere else. */
export function SessionsCard() {
  const sessions = useQuery(accountQueries.sessions());
  const revokeOthers = useRevokeSessions();
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Signed-in devices</h2>
        <CardDescription>
          Places are not looked up (that would send your address to another company): part of the network
          address is shown instead.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Skeleton className="h-24 w-full" />}
        {sessions.isError && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-4 text-sm">
            <p>{getErrorMessage(sessions.error, 'Your devices could not be loaded.')}</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {sessions.data && (
          <ul aria-label="Signed-in devices" className="grid gap-3">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {others > 0 && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate('all-others', {
                onSuccess: () => toast.success('Every other device is signed out'),
                onError: (error) => toastError(error),
              })
            }
          >
            {revokeOthers.isPending && <Spinner />}
            Sign out everywhere else
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
