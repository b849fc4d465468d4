/**
 * How the features join the kernel (ADR 61). The kernel (ledger, approvals, figures) and the money-command
 * runner import no feature: each feature's held moves register with approvals when their module loads (the
 * imports below make sure every one is known before any approval is run), and the reactions to money changes
 * are registered here, in the order they run inside a write's transaction: standings, then cover, then the
 * receipt (a receipt reads the payment as it stands once the rest is in step).
 */
import './features/approvals/approval-policy-change';
import './features/bank-statements/bank-matching.service';
import './features/contributions/contribution-moves';
import './features/fines/fine-moves';
import './features/loans/loan-moves';
import './features/meetings/meeting-moves';
import './features/organizations/admin-seat-moves';
import './features/rotation/rotation-moves';
import './features/share-out/grocery-purchase-moves';
import './features/share-out/share-out-moves';
import './features/transactions/transaction-moves';
import { explainUnreconciledMonth } from './features/bank-statements/reconciliation.service';
import { coverReactions } from './features/burial/cover-reactions';
import { listSocietyCover } from './features/burial/society-cover';
import { provideFigureSources } from './features/figures/figure-sources';
import { readWaivedPeriods } from './features/fines/index';
import { listEngineVersions, readMembersForExpected } from './features/group-rules/index';
import { standingReactions } from './features/group-rules/standing-reactions';
import { provideStandingSources } from './features/group-rules/standing-sources';
import { registerClosingCheck } from './features/ledger/closing-checks';
import { alertReactions } from './features/me/alert-reactions';
import { receiptReactions } from './features/receipts/receipt-reactions';
import { registerMoneyReactions } from './platform/money/money-reactions';

registerMoneyReactions([...standingReactions, ...coverReactions, ...receiptReactions, ...alertReactions]);
// Once the group imports its bank statements, a month closes when it reconciles, or with a reason.
registerClosingCheck(explainUnreconciledMonth);
provideFigureSources({
  listRuleVersions: listEngineVersions,
  countMembersForExpected: readMembersForExpected,
  listCovers: listSocietyCover,
});
provideStandingSources({ readWaivedPeriods });
