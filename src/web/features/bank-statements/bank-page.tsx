import { can } from '../../../shared/access';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { LoadingState } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useSelectedMembership } from '../organizations/use-selected-membership';
import { BankLines } from './bank-lines';
import { FlaggedSubmissions } from './flagged-submissions';
import { ReconciliationSummary } from './reconciliation-summary';
import { StatementUpload } from './statement-upload';

/** /dashboard/organization/bank: statement import, matching and reconciliation (ADR 0024), live. */
export function BankPage() {
  const { me, membership, role, isStaff, isStaffView, isLoading } = useSelectedMembership();
  if (isLoading) return <LoadingState label="Loading the bank page..." />;
  if (!membership || !me.data) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Bank" />
        <NoOrganizationPrompt isStaff={isStaff} />
      </div>
    );
  }
  const organizationId = membership.organizationId;
  const organizationName = membership.organization.name;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Bank"
        description={`Import ${organizationName}'s bank statements, match deposits to submitted payments and reconcile the books.`}
      />
      {can({ role }, 'bank.reconcile') ? (
        <div key={organizationId} className="grid gap-6">
          {!isStaffView && <StatementUpload organizationId={organizationId} />}
          <ReconciliationSummary organizationId={organizationId} />
          <FlaggedSubmissions organizationId={organizationId} />
          <BankLines organizationId={organizationId} isReadOnly={isStaffView} />
        </div>
      ) : (
        <Card className="p-8 text-center text-muted-foreground">
          Only organization admins can import and reconcile the bank statements of {organizationName}.
        </Card>
      )}
    </div>
  );
}
