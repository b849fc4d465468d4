import { useQuery } from '@tanstack/react-query';
import { Download, Eye, FileText } from 'lucide-react';
import type { TReportSummary } from '../../../shared/contracts/reports';
import { formatDate } from '../../../shared/format';
import { formatSastDateTime } from '../../../shared/reports';
import { LoadingState } from '../../components/page-state';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { ReportStatus } from './report-status';
import { getReportFilePath, reportQueries } from './reports.queries';

function ReportActions({
  organizationId,
  report,
  onView,
}: {
  organizationId: string;
  report: TReportSummary;
  onView: (reportId: string) => void;
}) {
  if (report.status !== 'ready') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onView(report.id)}
        aria-label={`View ${report.title}`}
      >
        <Eye aria-hidden />
        View
      </Button>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button key={format} asChild size="sm" variant="outline">
          <a
            href={getReportFilePath(organizationId, report.id, format)}
            download
            aria-label={`Download ${report.title} as ${format.toUpperCase()}`}
          >
            <Download aria-hidden />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </div>
  );
}

const rangeOf = (report: TReportSummary) => `${formatDate(report.startDate)} – ${formatDate(report.endDate)}`;

/** Recent Reports: title, date range, who asked and when, progress or downloads; live refresh. */
export function RecentReports({
  organizationId,
  onView,
}: {
  organizationId: string;
  onView: (reportId: string) => void;
}) {
  const reports = useQuery(reportQueries.list(organizationId));
  const items = reports.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Recent Reports</h2>
      </CardHeader>
      <CardContent>
        {reports.isPending && <LoadingState variant="rows" label="Loading" />}
        {reports.isError && <QueryErrorState query={reports} />}
        {reports.data && items.length === 0 && (
          <EmptyState icon={FileText} title="No reports available" className="py-8">
            Choose a report type and a period above, then Generate report.
          </EmptyState>
        )}
        {items.length > 0 && (
          <>
            <ul className="grid gap-3 md:hidden" aria-label="Recent Reports">
              {items.map((report) => (
                <li key={report.id} className="grid gap-2 rounded-lg border p-3">
                  <p className="font-medium">{report.title}</p>
                  <p className="text-sm text-muted-foreground">{rangeOf(report)}</p>
                  <p className="text-xs text-muted-foreground">
                    {report.createdByName ?? 'Former member'} · {formatSastDateTime(report.createdAt)}
                  </p>
                  <ReportStatus report={report} />
                  <ReportActions organizationId={organizationId} report={report} onView={onView} />
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <Table label="Recent Reports">
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead>Title</TableHead>
                    <TableHead>Date range</TableHead>
                    <TableHead>Created by</TableHead>
                    <TableHead>Created at</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((report) => (
                    <TableRow key={report.id}>
                      <TableCell className="min-w-48 font-medium">{report.title}</TableCell>
                      <TableCell className="whitespace-nowrap">{rangeOf(report)}</TableCell>
                      <TableCell>{report.createdByName ?? 'Former member'}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatSastDateTime(report.createdAt)}
                      </TableCell>
                      <TableCell>
                        <ReportStatus report={report} />
                      </TableCell>
                      <TableCell>
                        <ReportActions organizationId={organizationId} report={report} onView={onView} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
