import { describe, expect, it } from 'vitest';
import type { TApproval } from '../../shared/contracts/approvals';
import { readMoveAnswer } from './held-move';

const approval: TApproval = {
  id: '1d6c3f2a-8b7e-4c1d-9a2b-3c4d5e6f7a8b',
  organizationId: '2e7d4a3b-9c8f-4d2e-8b3c-4d5e6f7a8b9c',
  operation: 'contribution.reverse',
  status: 'pending',
  description: 'Reverse R 500,00 from Nomsa Dlamini',
  amountCents: 50_000,
  currency: 'ZAR',
  memberUserId: null,
  memberName: 'Nomsa Dlamini',
  proposedBy: '3f8e5b4c-ad90-4e3f-9c4d-5e6f7a8b9cad',
  proposedByName: 'Thandi Mokoena',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  failureReason: null,
  createdAt: '2026-11-28T08:00:00.000Z',
};

describe('readMoveAnswer', () => {
  it('reads a pending approval as a held move', () => {
    expect(readMoveAnswer(approval)).toEqual({ isHeld: true, approval });
  });

  it('reads the move made, even a contribution whose own status is pending', () => {
    const contribution = { id: 'c1', status: 'pending', amountCents: 50_000 };
    expect(readMoveAnswer(contribution)).toEqual({ isHeld: false, value: contribution });
  });

  it('reads an approval that was decided at once as the answer it is', () => {
    const approved = { ...approval, status: 'approved' };
    expect(readMoveAnswer(approved)).toEqual({ isHeld: false, value: approved });
  });
});
