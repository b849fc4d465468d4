import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { canTransitionJoinRequest, transitionJoinRequest } from './join-request-status';

describe('join request transitions', () => {
  it('lets a pending request be approved or rejected', () => {
    expect(transitionJoinRequest('pending', 'approved')).toBe('approved');
    expect(transitionJoinRequest('pending', 'rejected')).toBe('rejected');
  });

  it('refuses to review a request twice, saying what happened to it', () => {
    expect(() => transitionJoinRequest('approved', 'approved')).toThrow(
      'This join request was already approved',
    );
    expect(() => transitionJoinRequest('approved', 'rejected')).toThrow(
      'This join request was already approved',
    );
    expect(() => transitionJoinRequest('rejected', 'approved')).toThrow(
      'This join request was already rejected',
    );
  });

  it('refuses to move a request back to pending', () => {
    expect(canTransitionJoinRequest('pending', 'pending')).toBe(false);
    expect(canTransitionJoinRequest('approved', 'pending')).toBe(false);
    expect(canTransitionJoinRequest('rejected', 'pending')).toBe(false);
    let refusal: unknown;
    try {
      transitionJoinRequest('rejected', 'pending');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'CONFLICT', status: 409 });
  });
});
