import { can } from '../../../shared/access';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { BankLines } from './bank-lines';
import { FlaggedSubmissions } from './flagged-submissions';
import { ReconciliationSummary } from './reconciliation-summary';
import { StatementUpload } from './statement-upload';

/** /dashboard/organization/bank: statement import, matching and reconciliation (ADR 0024), live. */
export function BankPage() {
  return (
    <OrganizationPage
      title="Bank"
      getDescription={(name) =>
        `Import ${name}'s bank statements, match deposits to submitted payments and reconcile the books.`
      }
    >
      {({ membership, organizationId, role, isStaffView }) =>
        can({ role }, 'bank.reconcile') ? (
          <div key={organizationId} className="grid gap-6">
            {!isStaffView && <StatementUpload organizationId={organizationId} />}
            <ReconciliationSummary organizationId={organizationId} />
            <FlaggedSubmissions organizationId={organizationId} />
            <BankLines organizationId={organizationId} isReadOnly={isStaffView} />
          </div>
        ) : (
          <PageNotice>
            Only organization admins can import and reconcile the bank statements of{' '}
            {membership.organization.name}.
          </PageNotice>
        )
      }
    </OrganizationPage>
  );
}
