import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  countJoinRequestsBy,
  countOrganizationsCreatedBy,
  lockUserCreations,
} from './organizations.repository';

export const MAX_ORGANIZATIONS_PER_DAY = 5;
export const MAX_JOIN_REQUESTS_PER_HOUR = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Whether the per-user limits apply (RATE_LIMIT=off turns them off, as for every limit). */
export type TCreationLimits = { isEnabled: boolean };

/**
 * Inside the creating transaction: refuses a sixth organization by the same user within 24 hours. Counted
 * in the database under a per-user lock, so it holds across server instances and parallel requests.
 */
export async function assertCanCreateOrganization(
  tx: TDbOrTx,
  limits: TCreationLimits,
  userId: string,
): Promise<void> {
  if (!limits.isEnabled) return;
  await lockUserCreations(tx, 'organization', userId);
  const created = await countOrganizationsCreatedBy(tx, userId, new Date(Date.now() - DAY_MS));
  if (created >= MAX_ORGANIZATIONS_PER_DAY) {
    throw new AppError('RATE_LIMITED', 'You have created too many organizations today; try again tomorrow');
  }
}

/** Inside the joining transaction: refuses more than MAX_JOIN_REQUESTS_PER_HOUR join requests in an hour. */
export async function assertCanRequestToJoin(
  tx: TDbOrTx,
  limits: TCreationLimits,
  userId: string,
): Promise<void> {
  if (!limits.isEnabled) return;
  await lockUserCreations(tx, 'join-request', userId);
  const sent = await countJoinRequestsBy(tx, userId, new Date(Date.now() - HOUR_MS));
  if (sent >= MAX_JOIN_REQUESTS_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      'You have sent too many join requests in the last hour; try again later',
    );
  }
}
