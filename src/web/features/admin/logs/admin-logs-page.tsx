import { useQuery } from '@tanstack/react-query';
import { Download, RotateCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { LOG_LEVELS, type TSystemLogEntry, type TSystemLogQuery } from '../../../../shared/contracts/admin';
import { formatTotal } from '../../../../shared/format';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { Pager } from '../../../components/data-table/pager';
import { FilterSelect } from '../../../components/filter-select';
import { ErrorState } from '../../../components/page-state';
import { Badge, type TBadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { buildPath } from '../../../lib/api';
import { adminQueries } from '../admin.queries';
import { formatDateTime } from '../shared/labels';
import { SearchInput } from '../shared/search-input';

const LEVEL_VARIANTS: Record<TSystemLogEntry['level'], TBadgeProps['variant']> = {
  error: 'destructive',
  warning: 'accent',
  info: 'outline',
  success: 'secondary',
};
const LEVEL_LABELS = {
  all: 'All levels',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
  success: 'Success',
} as const;

const COLUMNS: TDataColumn<TSystemLogEntry>[] = [
  {
    header: 'Time',
    stacked: 'lead',
    cell: (entry) => formatDateTime(entry.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Level',
    cell: (entry) => <Badge variant={LEVEL_VARIANTS[entry.level]}>{LEVEL_LABELS[entry.level]}</Badge>,
  },
  { header: 'Source', cell: (entry) => entry.source },
  {
    header: 'Message',
    cell: (entry) => (
      <div className="grid gap-0.5">
        <span className="break-all">{entry.message}</span>
        {entry.detail && (
          <span
            className="line-clamp-2 text-xs break-all whitespace-pre-wrap text-muted-foreground"
            title={entry.detail}
          >
            {entry.detail}
          </span>
        )}
      </div>
    ),
  },
];

const PAGE_SIZE = 200;

/** /dashboard/admin/logs (developer): the audit log, server errors and sign-in warnings in one list. */
export function AdminLogsPage() {
  const [query, setQuery] = useState<TSystemLogQuery>({
    level: 'all',
    search: '',
    limit: PAGE_SIZE,
    offset: 0,
  });
  const log = useQuery(adminQueries.logs(query));
  const onSearch = useCallback(
    (search: string) => setQuery((current) => ({ ...current, search, offset: 0 })),
    [],
  );
  const exportHref = buildPath('/api/v1/admin/logs/export', { level: query.level, search: query.search });
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="System Logs"
        description="Audited actions, server errors and sign-in warnings, newest first"
        actions={
          <>
            <Button variant="outline" onClick={() => void log.refetch()} disabled={log.isFetching}>
              {log.isFetching ? <Spinner /> : <RotateCw aria-hidden />}
              Refresh
            </Button>
            <Button asChild variant="outline">
              <a href={exportHref} download>
                <Download aria-hidden />
                Export
              </a>
            </Button>
          </>
        }
      />
      {log.data && (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Errors" value={formatTotal(log.data.stats.error)} hint="Last 7 days" />
          <StatCard label="Warnings" value={formatTotal(log.data.stats.warning)} hint="Last 7 days" />
          <StatCard label="Info" value={formatTotal(log.data.stats.info)} hint="Last 7 days" />
          <StatCard label="Success" value={formatTotal(log.data.stats.success)} hint="Last 7 days" />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput id="log-search" label="Search logs" placeholder="Search logs..." onSearch={onSearch} />
        <FilterSelect
          id="log-level"
          label="Level"
          value={query.level}
          values={LOG_LEVELS}
          labelOf={(level) => LEVEL_LABELS[level]}
          onChange={(level) => setQuery({ ...query, level, offset: 0 })}
        />
      </div>
      {log.isError ? (
        <ErrorState
          title="Failed to load logs"
          error={log.error}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : (
        <Card className="gap-0 p-0">
          <DataTable
            label="Log entries"
            columns={COLUMNS}
            rows={log.data?.entries ?? []}
            getRowKey={(entry) => entry.id}
            isLoading={log.isPending}
            emptyText="No log entries found"
            phone={{ kind: 'details', getTitle: (entry) => formatDateTime(entry.createdAt) }}
          />
          <Pager
            offset={query.offset}
            pageSize={PAGE_SIZE}
            total={log.data?.total ?? 0}
            isTotalCapped={log.data?.isTotalCapped ?? false}
            onChange={(offset) => setQuery({ ...query, offset })}
          />
        </Card>
      )}
    </div>
  );
}
