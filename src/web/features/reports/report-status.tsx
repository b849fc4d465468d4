import type { TReportSummary } from '../../../shared/contracts/reports';
import { Badge } from '../../components/ui/badge';

/** Ready, failed, or a progress bar while the report waits or is being generated. */
export function ReportStatus({ report }: { report: TReportSummary }) {
  if (report.status === 'ready') return <Badge variant="secondary">Ready</Badge>;
  if (report.status === 'failed')
    return (
      <span className="grid gap-1">
        <Badge variant="destructive">Failed</Badge>
        {report.failureReason && (
          <span className="text-xs text-muted-foreground">{report.failureReason}</span>
        )}
      </span>
    );
  const label = report.status === 'queued' ? 'Waiting to start' : `Generating… ${report.progress}%`;
  return (
    <span className="grid min-w-32 gap-1">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span
        role="progressbar"
        aria-label={`${report.title}: ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={report.progress}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <span
          className="block h-full bg-primary transition-all"
          style={{ width: `${Math.max(report.progress, 3)}%` }}
        />
      </span>
    </span>
  );
}
