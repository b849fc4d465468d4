import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { Pager } from '../../components/data-table/pager';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { MemberSearch } from '../../components/member-search';
import { Money } from '../../components/money';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { StatCard } from '../../components/ui/stat-card';
import { buildPath } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ArrearsTable, type TArrearsOrder } from './arrears-table';
import { groupRuleQueries } from './group-rules.queries';

const PAGE_SIZE = 50;

function ArrearsBoard({ organizationId }: { organizationId: string }) {
  const [order, setOrder] = useState<TArrearsOrder>({ sort: 'owed', direction: 'desc' });
  const [search, setSearch] = useState('');
  const [minBehind, setMinBehind] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search.trim());
  const minPeriodsBehind = /^\d{1,3}$/.test(minBehind) ? Number(minBehind) : 0;
  const query = {
    ...order,
    minPeriodsBehind,
    ...(debounced ? { search: debounced } : {}),
    limit: PAGE_SIZE,
    offset,
  };
  // Live: the key starts with 'standings', which every payment and rules change publishes.
  const arrears = useQuery(groupRuleQueries.arrears(organizationId, query));

  if (!hasAnswer(arrears)) {
    return (
      <QueryWait query={arrears} loadingLabel="Loading arrears..." errorTitle="Failed to load arrears" />
    );
  }
  const list = arrears.data;
  if (!list.hasRules) {
    return (
      <PageNotice>
        Arrears follow from the group's rules: set them in{' '}
        <Link className="underline" to="/dashboard/organization/settings">
          Organization Settings, Rules
        </Link>
        .
      </PageNotice>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Members who owe"
          value={<span data-testid="members-behind">{list.membersBehind}</span>}
        />
        <StatCard
          label="Owed together"
          hint={list.asOf ? `As of ${formatLongDate(list.asOf)}` : undefined}
          value={<Money cents={list.totalOwedCents} />}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <MemberSearch
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          label="Search members in arrears"
          placeholder="Search by name"
        />
        <div className="grid gap-1 sm:w-48">
          <Label htmlFor="arrears-min-behind">At least periods behind</Label>
          <Input
            id="arrears-min-behind"
            inputMode="numeric"
            value={minBehind}
            placeholder="Any"
            onChange={(event) => {
              setMinBehind(event.target.value);
              setOffset(0);
            }}
          />
        </div>
        <div className="sm:ml-auto">
          <DownloadCsvButton
            href={buildPath(`/api/v1/orgs/${organizationId}/arrears/export`, {
              ...order,
              minPeriodsBehind,
              search: debounced || undefined,
            })}
          />
        </div>
      </div>
      <Card>
        {list.items.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">
            {list.total === 0 && list.membersBehind === 0 ? 'Everyone is up to date.' : 'No member matches.'}
          </p>
        ) : (
          <ArrearsTable
            items={list.items}
            order={order}
            onSort={(next) => {
              setOrder(next);
              setOffset(0);
            }}
          />
        )}
        <Pager offset={offset} pageSize={PAGE_SIZE} total={list.total} onChange={setOffset} />
      </Card>
    </div>
  );
}

/** /dashboard/organization/arrears: who is behind under the group's rules, live, with CSV. */
export function ArrearsPage() {
  return (
    <OrganizationPage
      title="Arrears"
      getDescription={(name) => `Members of ${name} who owe contributions or fines.`}
    >
      {({ membership, organizationId, role }) =>
        can({ role }, 'contribution.read_organization') ? (
          <ArrearsBoard key={organizationId} organizationId={organizationId} />
        ) : (
          <PageNotice>
            Only organization admins can see the arrears of {membership.organization.name}.
          </PageNotice>
        )
      }
    </OrganizationPage>
  );
}
