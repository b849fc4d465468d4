import { lazy, Suspense, useState } from 'react';
import { OrganizationPage } from '../../components/organization-page';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { AnnualStatementDownload } from './annual-statement-download';
import { GenerateReportPanel } from './generate-report-panel';
import { RecentReports } from './recent-reports';

const ReportViewDialog = lazy(async () => ({
  default: (await import('./report-view-dialog')).ReportViewDialog,
}));

/**
 * /dashboard/reports (organization admins and platform staff): generate any of the reports over a
 * period, follow it while it is built, read it on screen or download it as PDF and CSV; members' annual
 * statements as a ZIP. Platform staff viewing an organization read its reports and generate none.
 */
export function ReportsPage() {
  const [viewedId, setViewedId] = useState<string | null>(null);
  const { isStaffView } = useDashboardAccess();
  return (
    <OrganizationPage title="Reports" getDescription={(name) => `Financial and activity reports for ${name}`}>
      {({ membership }) => {
        const organizationId = membership.organizationId;
        return (
          <>
            {!isStaffView && (
              <GenerateReportPanel
                key={organizationId}
                organizationId={organizationId}
                organizationType={membership.organization.organizationType}
              />
            )}
            <RecentReports organizationId={organizationId} onView={setViewedId} />
            <Card>
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">Annual member statements</h2>
                <p className="text-sm text-muted-foreground">
                  Every member&apos;s contributions, loans, repayments and receipts for a year, one PDF each.
                </p>
              </CardHeader>
              <CardContent>
                <AnnualStatementDownload organizationId={organizationId} scope="all" />
              </CardContent>
            </Card>
            {viewedId && (
              <Suspense fallback={null}>
                <ReportViewDialog
                  organizationId={organizationId}
                  reportId={viewedId}
                  onClose={() => setViewedId(null)}
                />
              </Suspense>
            )}
          </>
        );
      }}
    </OrganizationPage>
  );
}
