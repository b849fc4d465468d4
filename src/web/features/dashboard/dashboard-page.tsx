import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/user-avatar';
import { isApiError } from '../../lib/api';
import { authQueries } from '../auth/auth.queries';
import { useDashboardAccess } from '../shell/use-dashboard-access';
import { NoOrganizationWelcome } from './no-organization-welcome';
import { OrganizationCard } from './organization-card';
import { OrganizationHome } from './organization-home';

const PLATFORM_ROLE_LABELS = { site_admin: 'Site admin', developer: 'Developer' } as const;

function DashboardContent() {
  const me = useQuery(authQueries.me());
  const { context, membership: selected } = useDashboardAccess();

  if (me.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-6 text-muted-foreground" label="Loading your dashboard" />
      </div>
    );
  }

  if (me.isError) {
    return (
      <Card role="alert" className="mx-auto mt-12 max-w-md p-6 text-center">
        <CircleAlert className="mx-auto size-8 text-destructive" aria-hidden />
        <h1 className="mt-3 text-lg font-semibold">We could not load your dashboard</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {isApiError(me.error) ? me.error.message : 'An error occurred'}
        </p>
        <Button className="mt-5" variant="outline" onClick={() => void me.refetch()} disabled={me.isFetching}>
          {me.isFetching ? <Spinner /> : <RotateCw aria-hidden />}
          Try again
        </Button>
      </Card>
    );
  }

  const { user, memberships, platformRoles } = me.data;
  const displayName = me.data.profile.fullName ?? user.name;
  const staffRoles = platformRoles.filter((role) => role === 'site_admin' || role === 'developer');

  return (
    <div className="grid grid-cols-1 gap-10">
      <section aria-labelledby="welcome-title" className="flex items-center gap-4">
        <UserAvatar name={displayName} image={user.image} className="size-14 text-lg" />
        <div className="min-w-0">
          <h1 id="welcome-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            Welcome, {displayName}
          </h1>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          {staffRoles.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-1">
              {staffRoles.map((role) => (
                <Badge key={role} variant="secondary">
                  {PLATFORM_ROLE_LABELS[role]}
                </Badge>
              ))}
            </div>
          )}
        </div>
      </section>

      {selected && (
        <OrganizationHome
          key={selected.organizationId}
          organizationId={selected.organizationId}
          organizationName={selected.organization.name}
          role={context.role ?? 'user'}
          userId={user.id}
          isRotating={selected.organization.organizationType === 'stokvel'}
          isBurialSociety={selected.organization.organizationType === 'burial_society'}
          isReadOnly={!selected.organization.active}
        />
      )}

      <section aria-labelledby="organizations-title">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="organizations-title" className="text-lg font-semibold">
            Your organizations
          </h2>
          {memberships.length > 0 && (
            <span className="text-sm text-muted-foreground">
              {memberships.length} {memberships.length === 1 ? 'organization' : 'organizations'}
            </span>
          )}
        </div>
        {memberships.length === 0 ? (
          <div className="mt-4">
            <NoOrganizationWelcome />
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {memberships.map((membership) => (
              <li key={membership.id}>
                <OrganizationCard
                  membership={membership}
                  isSelected={membership.organizationId === selected?.organizationId}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * /dashboard: who is signed in, the selected organization's figures from the ledger (or its first steps),
 * and the organizations they belong to, the selected one marked.
 */
export function DashboardPage() {
  return (
    <>
      <title>Dashboard · Masakhane</title>
      <DashboardContent />
    </>
  );
}
