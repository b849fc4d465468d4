import { Banknote, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyTable } from '../shell/empty-table';
import { OrganizationPage } from '../shell/organization-page';

const COLUMNS = ['Loan Date', 'Amount', 'Interest Rate', 'Due Date', 'Status', 'Purpose'] as const;

/** /dashboard/loans: loan figures and the list of loans in the selected organization. */
export function LoansPage() {
  return (
    <OrganizationPage
      title="Loans"
      getDescription={(name, role) =>
        role === 'user' ? `Your loans from ${name}` : `Loans given by ${name}`
      }
    >
      {() => (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Disbursed" value={formatCents(0)} icon={Banknote} />
            <StatCard label="Active Loans" value={formatCents(0)} hint="0 active" icon={Clock} />
            <StatCard label="Repaid" value={formatCents(0)} icon={CircleCheck} />
            <StatCard label="Defaulted" value="0" hint="loans" icon={CircleAlert} />
          </div>
          <EmptyTable title="Loan History" columns={COLUMNS} emptyText="No loans found" />
        </>
      )}
    </OrganizationPage>
  );
}
