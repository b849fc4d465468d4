import { ArrowLeftRight, BookOpen, HandCoins, Landmark, Plus, ShieldCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { can, type TRole } from '../../../shared/access';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

// The forms (and react-hook-form with them) load when a button opens them, not with the dashboard.
const ContributionFormDialog = lazy(async () => ({
  default: (await import('../contributions/contribution-form-dialog')).ContributionFormDialog,
}));
const NewTransactionDialog = lazy(async () => ({
  default: (await import('../transactions/new-transaction-dialog')).NewTransactionDialog,
}));

const INFO_CARDS = [
  {
    icon: BookOpen,
    title: 'One shared record',
    text: 'Every contribution, loan and payout is written to the master book, so everyone sees the same figures.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by default',
    text: 'Members see only their own payments; admins see the whole organization.',
  },
  {
    icon: Users,
    title: 'Built for groups',
    text: 'Stokvels, burial societies, cooperatives and clubs run their books together.',
  },
] as const;

/**
 * The organization has no money recorded yet: the first actions and what the dashboard will show. None to an
 * archived organization, nor to platform staff viewing it.
 */
export function DashboardEmpty({
  organizationId,
  role,
  isArchived,
  isStaffView,
}: {
  organizationId: string;
  role: TRole;
  isArchived: boolean;
  isStaffView: boolean;
}) {
  const isReadOnly = isArchived || isStaffView;
  const canRecordContribution = can({ role }, 'contribution.record');
  const canRecordTransaction = !isReadOnly && can({ role }, 'transaction.record');
  const [isContributionOpen, setIsContributionOpen] = useState(false);
  const [isTransactionOpen, setIsTransactionOpen] = useState(false);
  return (
    <>
      <Card>
        <EmptyState
          icon={HandCoins}
          title="No money recorded yet"
          actions={
            !isReadOnly && (
              <>
                <Button onClick={() => setIsContributionOpen(true)}>
                  <Plus aria-hidden />
                  Add Contribution
                </Button>
                <Button asChild variant="outline">
                  <Link to="/dashboard/loans?request=1">
                    <Landmark aria-hidden />
                    Request Loan
                  </Link>
                </Button>
                {canRecordTransaction && (
                  <Button variant="outline" onClick={() => setIsTransactionOpen(true)}>
                    <ArrowLeftRight aria-hidden />
                    Record Transaction
                  </Button>
                )}
              </>
            )
          }
        >
          {isArchived
            ? 'This organization was archived before any money was recorded.'
            : isStaffView
              ? 'Its figures appear here once its admins record the first contribution.'
              : 'Record the first contribution and the figures of your organization appear here.'}
        </EmptyState>
      </Card>
      <ul className="grid gap-4 md:grid-cols-3">
        {INFO_CARDS.map((card) => (
          <li key={card.title}>
            <Card className="h-full p-5">
              <card.icon className="size-5 text-primary" aria-hidden />
              <h2 className="mt-3 font-semibold">{card.title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{card.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {isContributionOpen && (
          <ContributionFormDialog
            organizationId={organizationId}
            mode={canRecordContribution ? 'record' : 'submit'}
            isOpen
            onOpenChange={setIsContributionOpen}
          />
        )}
        {canRecordTransaction && isTransactionOpen && (
          <NewTransactionDialog organizationId={organizationId} isOpen onOpenChange={setIsTransactionOpen} />
        )}
      </Suspense>
    </>
  );
}
