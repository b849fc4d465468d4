import { useInfiniteQuery } from '@tanstack/react-query';
import { Building2, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isPlatformStaff } from '../../../shared/access';
import type { TBrowseOrganization } from '../../../shared/contracts/organizations';
import { ErrorState } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { JoinRequestDialog } from './join-request-dialog';
import { OrganizationBrowseCard } from './organization-browse-card';
import { useRestoreOrganization } from './organizations.mutations';
import { organizationQueries } from './organizations.queries';

function CardSkeletons() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {['a', 'b', 'c'].map((key) => (
        <li key={key}>
          <Skeleton className="h-52 w-full rounded-xl" />
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/organizations: search active organizations, see where you belong, and ask to join. */
export function BrowseOrganizationsPage() {
  const isStaff = isPlatformStaff(useDashboardAccess().context.role ?? 'user');
  const [search, setSearch] = useState('');
  const [isIncludingArchived, setIsIncludingArchived] = useState(false);
  const [joinTarget, setJoinTarget] = useState<TBrowseOrganization | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const browse = useInfiniteQuery(
    organizationQueries.browse(debouncedSearch, isStaff && isIncludingArchived),
  );
  const restore = useRestoreOrganization();

  if (isApiError(browse.error) && browse.error.code === 'FEATURE_DISABLED') {
    return <Navigate to="/dashboard/403" replace />;
  }

  const organizations = browse.data?.pages.flatMap((page) => page.organizations) ?? [];
  const total = browse.data?.pages.at(-1)?.total ?? 0;

  function restoreOrganization(organization: TBrowseOrganization) {
    restore.mutate(organization.id, {
      onSuccess: () => toastSuccess('Organization Restored', `${organization.name} is active again.`),
      onError: (error) => toastError(error, 'Failed to restore organization.', { title: 'Error' }),
    });
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Browse Organizations"
        description="Find your stokvel, burial society or savings group and ask to join."
        actions={
          <Button asChild>
            <Link to="/dashboard/organizations/create">
              <Plus aria-hidden />
              Create Organization
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative w-full sm:max-w-md">
          <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search organizations"
            placeholder="Search by name or description"
            className="pl-9"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {isStaff && (
          <div className="flex items-center gap-2 text-sm">
            <Checkbox
              id="include-archived"
              checked={isIncludingArchived}
              onChange={(event) => setIsIncludingArchived(event.target.checked)}
            />
            <label htmlFor="include-archived">Show archived organizations</label>
          </div>
        )}
      </div>

      {browse.isPending ? (
        <CardSkeletons />
      ) : browse.isError ? (
        <ErrorState
          title="Failed to load organizations"
          error={browse.error}
          onRetry={() => void browse.refetch()}
          isRetrying={browse.isFetching}
        />
      ) : organizations.length === 0 ? (
        <Card>
          <EmptyState icon={Building2} title="No organizations found">
            {debouncedSearch ? 'Try another name or word from its description.' : 'Be the first: create one.'}
          </EmptyState>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? 'organization' : 'organizations'}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {organizations.map((organization) => (
              <li key={organization.id}>
                <OrganizationBrowseCard
                  organization={organization}
                  onRequestToJoin={setJoinTarget}
                  onRestore={isStaff ? restoreOrganization : undefined}
                  isRestoring={restore.isPending && restore.variables === organization.id}
                />
              </li>
            ))}
          </ul>
          {browse.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void browse.fetchNextPage()}
                disabled={browse.isFetchingNextPage}
              >
                {browse.isFetchingNextPage && <Spinner />}
                Load More
              </Button>
            </div>
          )}
        </>
      )}
      <JoinRequestDialog
        organization={joinTarget}
        onOpenChange={(isOpen) => {
          if (!isOpen) setJoinTarget(null);
        }}
      />
    </div>
  );
}
