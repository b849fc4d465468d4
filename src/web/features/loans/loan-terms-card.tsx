import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/errors';
import { LoanTermsSummary } from './loan-terms-summary';
import { loanQueries } from './loans.queries';

const LoanTermsDialog = lazy(async () => ({
  default: (await import('./loan-terms-dialog')).LoanTermsDialog,
}));

/** The organization's loan terms, shown before anyone applies; admins with loan.settings change them here. */
export function LoanTermsCard({
  organizationId,
  canChangeLoanTerms,
}: {
  organizationId: string;
  canChangeLoanTerms: boolean;
}) {
  const terms = useQuery(loanQueries.terms(organizationId));
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-3">
        <div className="grid gap-1">
          <h2 className="text-lg leading-tight font-semibold">Loan Terms</h2>
          {terms.data?.isDefault && (
            <p className="text-xs text-muted-foreground">
              The standard terms apply until an admin sets them.
            </p>
          )}
        </div>
        {canChangeLoanTerms && terms.data && (
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <Settings2 aria-hidden />
            Edit terms
          </Button>
        )}
      </CardHeader>
      <div className="px-6 pb-6">
        {terms.isPending && <Skeleton className="h-10 w-full" />}
        {terms.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            <p>{getErrorMessage(terms.error, 'Failed to fetch the loan terms')}</p>
            <Button variant="outline" size="sm" onClick={() => void terms.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {terms.data && <LoanTermsSummary view={terms.data} />}
      </div>
      {canChangeLoanTerms && terms.data && isEditing && (
        <Suspense fallback={null}>
          <LoanTermsDialog
            organizationId={organizationId}
            view={terms.data}
            isOpen
            onOpenChange={setIsEditing}
          />
        </Suspense>
      )}
    </Card>
  );
}
