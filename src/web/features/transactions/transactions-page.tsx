import { lazy, Suspense } from 'react';
import { can } from '../../../shared/access';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { OrganizationPage } from '../shell/organization-page';
import { TransactionsPanel } from './transactions-panel';

const MasterBook = lazy(async () => ({ default: (await import('../ledger/master-book')).MasterBook }));

/** /dashboard/transactions: money in and out; admins and staff also open the master book (the journal). */
export function TransactionsPage() {
  return (
    <OrganizationPage title="Transactions" getDescription={(name) => `Money in and out of ${name}`}>
      {({ membership, role }) => {
        const organizationId = membership.organizationId;
        const canRecordTransaction = can({ role }, 'transaction.record');
        const panel = (
          <TransactionsPanel
            key={organizationId}
            organizationId={organizationId}
            canRecordTransaction={canRecordTransaction}
          />
        );
        if (!can({ role }, 'ledger.read')) return panel;
        return (
          <Tabs defaultValue="transactions" key={organizationId}>
            <TabsList>
              <TabsTrigger value="transactions">Transactions</TabsTrigger>
              <TabsTrigger value="master-book">Master Book</TabsTrigger>
            </TabsList>
            <TabsContent value="transactions">{panel}</TabsContent>
            <TabsContent value="master-book">
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <MasterBook organizationId={organizationId} />
              </Suspense>
            </TabsContent>
          </Tabs>
        );
      }}
    </OrganizationPage>
  );
}
