import { CircleCheck, Clock, Receipt, Search, TrendingUp } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { StatCard } from '../../components/ui/stat-card';
import { OrganizationPage } from '../shell/organization-page';

/** /dashboard/receipts: receipt figures and history for the selected organization. */
export function ReceiptsPage() {
  return (
    <OrganizationPage
      title="Receipts"
      getDescription={(name, role) =>
        role === 'user' ? `Your receipts from ${name}` : `Receipts issued by ${name}`
      }
    >
      {() => (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Receipts" value="0" icon={Receipt} />
            <StatCard label="Paid" value="0" icon={CircleCheck} />
            <StatCard label="Pending" value="0" icon={Clock} />
            <StatCard label="Average Amount" value={formatCents(0)} icon={TrendingUp} />
          </div>
          <Card>
            <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 className="text-lg leading-tight font-semibold">Receipt History</h2>
              <div className="relative sm:w-72">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  type="search"
                  aria-label="Search receipts"
                  placeholder="Search receipts..."
                  className="pl-9"
                  maxLength={100}
                />
              </div>
            </CardHeader>
            <EmptyState icon={Receipt} title="No receipts found" className="pt-4" />
          </Card>
        </>
      )}
    </OrganizationPage>
  );
}
