import { describe, expect, it } from 'vitest';
import { readApprovalOperation } from './features/approvals/approval-registry';
import { listMoneyReactions } from './platform/money/money-reactions';
import './wiring';

describe('the composition joins every feature to the kernel', () => {
  it('keeps a recorded payment in step as before: standings, then cover, then the receipt, then the alert', () => {
    expect(listMoneyReactions('contribution.recorded')).toEqual([
      'group-rules.standings',
      'burial.cover',
      'receipts.contribution',
      'me.transaction-alert',
    ]);
    expect(listMoneyReactions('contribution.submitted')).toEqual(['receipts.contribution']);
    expect(listMoneyReactions('contribution.failed')).toEqual(['receipts.contribution']);
    expect(listMoneyReactions('repayment.reversed')).toEqual(['receipts.repayment']);
    expect(listMoneyReactions('fine.waived')).toEqual(['group-rules.standings']);
    expect(listMoneyReactions('loan.disbursed')).toEqual(['me.transaction-alert']);
  });

  it('knows every held move a stored approval may name', () => {
    const names = [
      'transaction.record',
      'transaction.reverse',
      'loan.disburse',
      'loan.write_off',
      'loan.reverse_disbursement',
      'repayment.reverse',
      'contribution.reverse',
      'fine.waive',
      'rotation.payout',
      'shareout.post',
      'grocery.purchase',
      'meeting.grant',
      'bank_line.record',
      'approval_policy.loosen',
      'membership.demote_admin',
      'membership.remove_admin',
    ];
    for (const name of names) expect(() => readApprovalOperation(name), name).not.toThrow();
    expect(() => readApprovalOperation('no.such_move')).toThrow(
      'This kind of move can no longer be approved',
    );
  });
});
