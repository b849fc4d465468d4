import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, ScanSearch, ShieldCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { SECURITY_SEVERITIES, type TSecurityFinding } from '../../../../shared/contracts/admin';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/filter-select';
import { ErrorState } from '../../../components/page-state';
import { Badge, type TBadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { adminQueries } from '../admin.queries';
import { formatDateTime } from '../shared/labels';
import { SearchInput } from '../shared/search-input';

type TSeverity = TSecurityFinding['severity'];

const SEVERITY_VARIANTS: Record<TSeverity, TBadgeProps['variant']> = {
  critical: 'destructive',
  high: 'destructive',
  medium: 'accent',
  low: 'secondary',
  info: 'outline',
};

const SEVERITY_LABELS: Record<TSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  info: 'Info',
};

const COLUMNS: TDataColumn<TSecurityFinding>[] = [
  {
    header: 'Severity',
    cell: (finding) => (
      <Badge variant={SEVERITY_VARIANTS[finding.severity]}>{SEVERITY_LABELS[finding.severity]}</Badge>
    ),
  },
  { header: 'Finding', stacked: 'lead', cell: (finding) => finding.title, className: 'font-medium' },
  { header: 'About', cell: (finding) => finding.subject ?? '—', className: 'break-all' },
  { header: 'Detail', cell: (finding) => finding.detail, className: 'text-muted-foreground' },
];

/** /dashboard/admin/security (developer): checks run by the server on the live database and route table. */
export function AdminSecurityPage() {
  const report = useQuery(adminQueries.security());
  const [search, setSearch] = useState('');
  const [severity, setSeverity] = useState<TSeverity | 'all'>('all');
  const onSearch = useCallback((text: string) => setSearch(text.toLowerCase()), []);
  const findings = report.data?.findings.filter(
    (finding) =>
      (severity === 'all' || finding.severity === severity) &&
      (!search ||
        `${finding.title} ${finding.subject ?? ''} ${finding.detail}`.toLowerCase().includes(search)),
  );
  const count = (level: TSeverity) =>
    report.data?.findings.filter((finding) => finding.severity === level).length ?? 0;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Security Issues"
        description={
          report.data ? `Checked ${formatDateTime(report.data.checkedAt)}` : 'Checks run by the server'
        }
        actions={
          <Button onClick={() => void report.refetch()} disabled={report.isFetching}>
            {report.isFetching ? <Spinner /> : <ScanSearch aria-hidden />}
            Run checks
          </Button>
        }
      />
      {report.isError && (
        <ErrorState
          title="Failed to run the security checks"
          error={report.error}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      )}
      {report.isPending && <Skeleton className="h-64 w-full" />}
      {report.data && (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Critical" value={count('critical')} />
            <StatCard label="High" value={count('high')} />
            <StatCard label="Medium" value={count('medium')} />
            <StatCard label="Low and info" value={count('low') + count('info')} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Checks</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 sm:grid-cols-2">
                {report.data.checks.map((check) => (
                  <li key={check.check} className="flex items-center gap-2 text-sm">
                    {check.passed ? (
                      <CircleCheck className="size-4 shrink-0 text-primary" aria-label="Passed" />
                    ) : (
                      <CircleX className="size-4 shrink-0 text-destructive" aria-label="Found issues" />
                    )}
                    {check.title}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              id="security-search"
              label="Search findings"
              placeholder="Search findings..."
              onSearch={onSearch}
            />
            <FilterSelect
              id="security-severity"
              label="Severity"
              value={severity}
              values={['all', ...SECURITY_SEVERITIES]}
              labelOf={(level) => (level === 'all' ? 'All severities' : SEVERITY_LABELS[level])}
              onChange={setSeverity}
            />
          </div>
          <Card className="gap-0 p-0">
            {report.data.findings.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-12 text-center">
                <ShieldCheck className="size-8 text-primary" aria-hidden />
                <p className="font-medium">No security issues found</p>
              </div>
            ) : (
              <DataTable
                label="Findings"
                columns={COLUMNS}
                rows={findings ?? []}
                getRowKey={(finding) => finding.id}
                isLoading={false}
                emptyText="No findings match"
                phone={{ kind: 'details', getTitle: (finding) => finding.title }}
              />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
