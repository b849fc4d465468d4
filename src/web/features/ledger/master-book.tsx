import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ClosedMonthsCard } from './closed-months-card';
import { JournalView } from './journal-view';
import { MemberStatementView } from './member-statement-view';
import { TrialBalanceView } from './trial-balance-view';

/**
 * The organization's double-entry book for admins and staff: closed months, journal, trial balance, member
 * statements.
 */
export function MasterBook({
  organizationId,
  canCloseBooks,
}: {
  organizationId: string;
  canCloseBooks: boolean;
}) {
  return (
    <>
      <ClosedMonthsCard organizationId={organizationId} canClose={canCloseBooks} />
      <Card className="p-4">
        <Tabs defaultValue="journal">
          <TabsList aria-label="Master book views">
            <TabsTrigger value="journal">Journal</TabsTrigger>
            <TabsTrigger value="trial-balance">Trial Balance</TabsTrigger>
            <TabsTrigger value="statement">Member Statement</TabsTrigger>
          </TabsList>
          <TabsContent value="journal">
            <JournalView organizationId={organizationId} />
          </TabsContent>
          <TabsContent value="trial-balance">
            <TrialBalanceView organizationId={organizationId} />
          </TabsContent>
          <TabsContent value="statement">
            <MemberStatementView organizationId={organizationId} />
          </TabsContent>
        </Tabs>
      </Card>
    </>
  );
}
