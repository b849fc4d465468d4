import type { TContributionStatus } from '../../../shared/contracts/contributions';
import { AppError } from '../../platform/errors';

/** The only moves a contribution can make; everything else is refused. */
const ALLOWED: Record<TContributionStatus, readonly TContributionStatus[]> = {
  pending: ['completed', 'failed'],
  completed: ['reversed'],
  failed: [],
  reversed: [],
};

export function assertContributionTransition(from: TContributionStatus, to: TContributionStatus): void {
  if (!ALLOWED[from].includes(to)) {
    throw new AppError('CONFLICT', `A ${from} contribution cannot be marked ${to}`);
  }
}
