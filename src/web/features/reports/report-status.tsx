import type { TReportSummary } from '../../../shared/contracts/reports';
import { Badge } from '../../components/ui/badge';
import { ProgressBar } from '../../components/ui/progress-bar';

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
  return <ProgressBar label={label} name={report.title} value={report.progress} />;
}
