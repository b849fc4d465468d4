import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { can } from '../../../shared/access';
import { OrganizationPage } from '../../components/organization-page';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { authQueries } from '../auth/auth.queries';
import { AnnualStatementDownload } from '../reports/annual-statement-download';
import { TransactionsPanel } from './transactions-panel';

const MasterBook = lazy(async () => ({ default: (await import('../ledger/master-book')).MasterBook }));
const ClosedMonthsCard = lazy(async () => ({
  default: (await import('../ledger/closed-months-card')).ClosedMonthsCard,
}));
const MemberStatementView = lazy(async () => ({
  default: (await import('../ledger/member-statement-view')).MemberStatementView,
}));

/** A member's own statement (members cannot read the master book, but their own savings are theirs). */
function OwnStatement({ organizationId }: { organizationId: string }) {
  const me = useQuery(authQueries.me());
  if (!me.data) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="grid gap-6">
      <ClosedMonthsCard organizationId={organizationId} canClose={false} />
      <MemberStatementView organizationId={organizationId} ownUserId={me.data.user.id} />
      <AnnualStatementDownload organizationId={organizationId} scope="own" />
    </div>
  );
}

/**
 * /dashboard/transactions: money in and out; admins and staff also open the master book (the journal), and
 * members their own statement.
 */
export function TransactionsPage() {
  return (
    <OrganizationPage title="Transactions" getDescription={(name) => `Money in and out of ${name}`}>
      {({ membership, role, isReadOnly }) => {
        const organizationId = membership.organizationId;
        const canRecordTransaction = !isReadOnly && can({ role }, 'transaction.record');
        const panel = (
          <TransactionsPanel
            key={organizationId}
            organizationId={organizationId}
            canRecordTransaction={canRecordTransaction}
          />
        );
        const isAdminView = can({ role }, 'ledger.read');
        return (
          <Tabs defaultValue="transactions" key={organizationId}>
            <TabsList>
              <TabsTrigger value="transactions">Transactions</TabsTrigger>
              <TabsTrigger value="book">{isAdminView ? 'Master Book' : 'My Statement'}</TabsTrigger>
            </TabsList>
            <TabsContent value="transactions">{panel}</TabsContent>
            <TabsContent value="book">
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                {isAdminView ? (
                  <MasterBook
                    organizationId={organizationId}
                    canCloseBooks={!isReadOnly && can({ role }, 'ledger.close_period')}
                  />
                ) : (
                  <OwnStatement organizationId={organizationId} />
                )}
              </Suspense>
            </TabsContent>
          </Tabs>
        );
      }}
    </OrganizationPage>
  );
}
