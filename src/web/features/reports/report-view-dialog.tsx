import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { LoadingState } from '../../components/page-state';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { ReportContentView } from './report-content-view';
import { getReportFilePath, reportQueries } from './reports.queries';

/** A generated report on screen, with its PDF and CSV downloads. */
export function ReportViewDialog({
  organizationId,
  reportId,
  onClose,
}: {
  organizationId: string;
  reportId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    ...reportQueries.detail(organizationId, reportId ?? ''),
    enabled: reportId !== null,
  });
  return (
    <Dialog open={reportId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-5xl">
        <DialogTitle>{detail.data?.content?.title ?? detail.data?.title ?? 'Report'}</DialogTitle>
        <DialogDescription>{detail.data?.title ?? 'Loading the report'}</DialogDescription>
        {detail.isPending && <LoadingState variant="rows" label="Loading" />}
        {detail.isError && <QueryErrorState query={detail} />}
        {detail.data && reportId && (
          <>
            <div className="flex flex-wrap gap-2">
              {(['pdf', 'csv'] as const).map((format) => (
                <Button key={format} asChild size="sm" variant="outline">
                  <a href={getReportFilePath(organizationId, reportId, format)} download>
                    <Download aria-hidden />
                    Download {format.toUpperCase()}
                  </a>
                </Button>
              ))}
            </div>
            {detail.data.content ? (
              <ReportContentView content={detail.data.content} />
            ) : (
              <p className="text-sm text-muted-foreground">This report is not ready yet.</p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
