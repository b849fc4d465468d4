import { FileText, Landmark, ScrollText, Users } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { OrganizationPage } from '../shell/organization-page';

/** The four report types (spec part 2, reports); generating them arrives with the reports feature. */
const REPORT_TYPES = [
  {
    title: 'Monthly Financial Report',
    description: 'Money in and out for the month, with the balance at its end',
    icon: FileText,
  },
  {
    title: 'Member Activity Report',
    description: "Each member's contributions, loans and repayments",
    icon: Users,
  },
  {
    title: 'Loan Portfolio Analysis',
    description: 'Loans outstanding, repaid and in arrears',
    icon: Landmark,
  },
  {
    title: 'Transaction Audit Report',
    description: 'Every entry in the master book for the period',
    icon: ScrollText,
  },
] as const;

/** /dashboard/reports: the report types and the organization's recent reports. */
export function ReportsPage() {
  return (
    <OrganizationPage title="Reports" getDescription={(name) => `Financial and activity reports for ${name}`}>
      {() => (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {REPORT_TYPES.map((report) => (
              <li key={report.title}>
                <Card className="h-full p-5">
                  <report.icon className="size-5 text-primary" aria-hidden />
                  <h2 className="mt-3 font-semibold">{report.title}</h2>
                  <p className="mt-1 text-sm text-muted-foreground">{report.description}</p>
                </Card>
              </li>
            ))}
          </ul>
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">Recent Reports</h2>
            </CardHeader>
            <CardContent>
              <EmptyState icon={FileText} title="No reports available" className="py-8" />
            </CardContent>
          </Card>
        </>
      )}
    </OrganizationPage>
  );
}
