import { useQuery } from '@tanstack/react-query';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { ErrorState, LoadingState } from '../../components/page-state';
import { Badge } from '../../components/ui/badge';
import { UserAvatar } from '../../components/user-avatar';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { authQueries } from '../auth/auth.queries';
import { OrganizationCard } from './organization-card';
import { OrganizationHome } from './organization-home';

const PLATFORM_ROLE_LABELS = { site_admin: 'Site admin', developer: 'Developer' } as const;

function DashboardContent() {
  const me = useQuery(authQueries.me());
  const { context, membership: selected, isStaffView } = useDashboardAccess();

  if (me.isPending) return <LoadingState label="Loading your dashboard" variant="page" />;
  if (me.isError) {
    return (
      <ErrorState
        title="We could not load your dashboard"
        error={me.error}
        onRetry={() => void me.refetch()}
        isRetrying={me.isFetching}
        scope="page"
      />
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
          organizationType={selected.organization.organizationType}
          isArchived={!selected.organization.active}
          isStaffView={isStaffView}
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
            {staffRoles.length > 0 ? (
              <NoOrganizationPrompt isStaff title="You are not a member of any organization">
                As platform staff you can view any organization, read-only: open one from Organization
                Management or the organization switcher.
              </NoOrganizationPrompt>
            ) : (
              <NoOrganizationPrompt title="You are not in an organization yet">
                Join your stokvel, burial society or savings group, or create a new one. Its contributions,
                loans and records appear here.
              </NoOrganizationPrompt>
            )}
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
