import type { TOrgAccess } from '../../platform/caller';
import { AppError } from '../../platform/errors';

/** Plans, dependants and cover exist for burial societies only. */
export function assertBurialSociety(org: TOrgAccess): void {
  if (org.organizationType !== 'burial_society') {
    throw new AppError('FEATURE_DISABLED', 'Plans and funeral cover are for burial societies');
  }
}
