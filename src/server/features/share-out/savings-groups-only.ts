import { createMiddleware } from 'hono/factory';
import { isSavingsGroup } from '../../../shared/organization-types';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';

/** After the organization guard: burial societies, funds and non-profits have no year-end share-out. */
export const savingsGroupsOnly = createMiddleware<TAppEnv>(async (c, next) => {
  if (!isSavingsGroup(readOrg(c).organizationType)) {
    throw new AppError('NOT_FOUND', 'Year-end share-outs are for savings groups');
  }
  await next();
});
