import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { can } from '../../../shared/access';
import { RecordHistoryCard } from '../../components/data-table/record-history-card';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { PrivacyNotice } from '../../components/privacy-notice';
import { Button } from '../../components/ui/button';
import { usePagedFilters } from '../../lib/use-paged-filters';
import { authQueries } from '../auth/auth.queries';
import type { TLoanAccess, TLoanAction } from './loan-actions';
import type { TLoanDecisionKind } from './loan-decision-dialog';
import { LoanStats } from './loan-stats';
import { LoanTermsCard } from './loan-terms-card';
import {
  getLoansExportPath,
  LOAN_STATUS_FILTERS,
  LOANS_PAGE_SIZE,
  loanQueries,
  type TLoanFilters,
} from './loans.queries';
import { LOAN_LINK_STATE_KEY, LoansTable } from './loans-table';

// The sheet and dialogs load when first opened: a page that only lists loans downloads no form code (ADR 42).
const LoanDecisionDialog = lazy(async () => ({
  default: (await import('./loan-decision-dialog')).LoanDecisionDialog,
}));
const LoanDetailSheet = lazy(async () => ({
  default: (await import('./loan-detail-sheet')).LoanDetailSheet,
}));
const LoanDisburseDialog = lazy(async () => ({
  default: (await import('./loan-disburse-dialog')).LoanDisburseDialog,
}));
const LoanRepaymentDialog = lazy(async () => ({
  default: (await import('./loan-repayment-dialog')).LoanRepaymentDialog,
}));
const LoanRequestDialog = lazy(async () => ({
  default: (await import('./loan-request-dialog')).LoanRequestDialog,
}));

const DECISION_KINDS = new Set<string>(['approve', 'reject', 'default', 'write-off']);

function isDecision(action: TLoanAction | null): action is TLoanAction & { kind: TLoanDecisionKind } {
  return action !== null && DECISION_KINDS.has(action.kind);
}

function isOpenedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, LOAN_LINK_STATE_KEY) === true;
}

/** The detail sheet lives in ?loan=; Back closes it, and ?request=1 (from the dashboard) opens Request Loan. */
function useLoanSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const loanId = searchParams.get('loan');
  const isRequestAsked = searchParams.get('request') === '1';

  function drop(name: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return {
    loanId,
    isRequestAsked,
    closeLoan: () => {
      // Opened from the list: step back so Back and Close agree. Opened from a shared link: just drop it.
      if (isOpenedFromList(location.state)) navigate(-1);
      else drop('loan');
    },
    clearRequest: () => drop('request'),
  };
}

function LoansContent({ organizationId, role, isReadOnly }: TOrganizationScope) {
  const me = useQuery(authQueries.me());
  const canReadOrganization = can({ role }, 'loan.read_organization');
  const canRequestLoan = !isReadOnly && can({ role }, 'loan.request');
  const canChangeLoanTerms = !isReadOnly && can({ role }, 'loan.settings');
  const access: TLoanAccess = { userId: me.data?.user.id ?? null, role, isReadOnly };

  const { loanId, isRequestAsked, closeLoan, clearRequest } = useLoanSearchParams();
  const paging = usePagedFilters<TLoanFilters>({}, LOANS_PAGE_SIZE);
  const { filters, offset } = paging;
  const [isRequesting, setIsRequesting] = useState(false);
  const [action, setAction] = useState<TLoanAction | null>(null);
  const list = useQuery(loanQueries.list(organizationId, filters, offset));
  const isRequestOpen = canRequestLoan && (isRequesting || isRequestAsked);

  return (
    <>
      {!canReadOrganization && (
        <PrivacyNotice>
          you see only your own loans. Other members' loans stay private; your organization's admins decide on
          requests and record repayments.
        </PrivacyNotice>
      )}
      <LoanStats organizationId={organizationId} />
      <LoanTermsCard organizationId={organizationId} canChangeLoanTerms={canChangeLoanTerms} />
      <RecordHistoryCard
        title="Loan History"
        organizationId={organizationId}
        actions={
          <>
            <DownloadCsvButton href={getLoansExportPath(organizationId, filters)} />
            {canRequestLoan && (
              <Button onClick={() => setIsRequesting(true)}>
                <Landmark aria-hidden />
                Request Loan
              </Button>
            )}
          </>
        }
        filtering={canReadOrganization ? { idPrefix: 'loan-filter', statuses: LOAN_STATUS_FILTERS } : null}
        paging={paging}
        query={list}
        errorFallback="Failed to fetch loans"
      >
        <LoansTable
          items={list.data?.items ?? []}
          isLoading={list.isPending}
          isOrganizationView={canReadOrganization}
          access={access}
          onAction={setAction}
        />
      </RecordHistoryCard>
      <Suspense fallback={null}>
        {isRequestOpen && (
          <LoanRequestDialog
            organizationId={organizationId}
            canAskForOthers={can({ role }, 'loan.decide')}
            isOpen
            onOpenChange={(isOpen) => {
              if (isOpen) return;
              setIsRequesting(false);
              if (isRequestAsked) clearRequest();
            }}
          />
        )}
        {loanId && (
          <LoanDetailSheet
            organizationId={organizationId}
            loanId={loanId}
            access={access}
            onAction={setAction}
            onClose={closeLoan}
          />
        )}
        {isDecision(action) && (
          <LoanDecisionDialog
            organizationId={organizationId}
            request={action}
            onClose={() => setAction(null)}
          />
        )}
        {action?.kind === 'disburse' && (
          <LoanDisburseDialog
            organizationId={organizationId}
            loan={action.loan}
            onClose={() => setAction(null)}
          />
        )}
        {(action?.kind === 'record' || action?.kind === 'submit') && (
          <LoanRepaymentDialog
            key={action.kind}
            organizationId={organizationId}
            mode={action.kind}
            loan={action.loan}
            onClose={() => setAction(null)}
          />
        )}
      </Suspense>
    </>
  );
}

/** /dashboard/loans: loan figures, the terms, and the loans of the selected organization (a member: their own). */
export function LoansPage() {
  return (
    <OrganizationPage
      title="Loans"
      getDescription={(name, role) =>
        role === 'user' ? `Your loans from ${name}` : `Loans given by ${name}`
      }
      content={LoansContent}
    />
  );
}
