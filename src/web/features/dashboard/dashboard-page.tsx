import { useQuery } from '@tanstack/react-query';
import { Building2, CircleAlert, LogOut, RotateCw } from 'lucide-react';
import { getInitials } from '../../../shared/format';
import { RequireSession } from '../../app/require-session';
import { Brand } from '../../components/brand';
import { ThemeToggle } from '../../components/theme-toggle';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { authQueries } from '../auth/auth.queries';
import { useSignOut } from '../auth/sign-out';
import { OrganizationCard } from './organization-card';

const PLATFORM_ROLE_LABELS = { site_admin: 'Site admin', developer: 'Developer' } as const;

function DashboardHeader() {
  const { signOut, isPending } = useSignOut();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
        <Brand to="/dashboard" />
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Button variant="outline" onClick={signOut} disabled={isPending}>
            {isPending ? <Spinner /> : <LogOut aria-hidden />}
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}

function DashboardContent() {
  const me = useQuery(authQueries.me());

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
    <div className="grid gap-10">
      <section aria-labelledby="welcome-title" className="flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-accent-foreground"
        >
          {getInitials(displayName)}
        </span>
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
          <Card className="mt-4 flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Building2 className="size-6" aria-hidden />
            </span>
            <h3 className="font-semibold">You are not in an organization yet</h3>
            <p className="max-w-sm text-sm text-muted-foreground">
              When your stokvel, burial society or savings group adds you as a member, it will appear here
              with its contributions, loans and records.
            </p>
          </Card>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {memberships.map((membership) => (
              <li key={membership.id}>
                <OrganizationCard membership={membership} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /dashboard: who is signed in and the organizations they belong to. */
export function DashboardPage() {
  return (
    <RequireSession>
      <title>Dashboard · Masakhane</title>
      <div className="flex min-h-dvh flex-col bg-background">
        <DashboardHeader />
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
          <DashboardContent />
        </main>
      </div>
    </RequireSession>
  );
}
