import { OpenAPIHono } from '@hono/zod-openapi';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { addBooksStartRoutes } from './books-start.routes';
import { createFeatureOverridesRouter } from './feature-overrides.routes';
import { createJoinRequestsRouter } from './join-requests.routes';
import { createMembershipsRouter } from './memberships.routes';
import { createOrganizationsRouter } from './organizations.routes';

/** What other features use of organizations: the organization row's lock, a member's role, the members by name. */
export { listMemberProfiles } from './memberships.repository';
export { assertCanAddMember, lockManagedOrganization, type TActionContext } from './organization-rules';
export { findMembershipRole, insertMembership, lockOrganization } from './organizations.repository';
export { readActionContext, readOrgActionContext } from './route-helpers';

/** Organizations, memberships, join requests and feature overrides: one router for app.ts to mount. */
export function createOrganizationRoutes(deps: { db: TDb; guards: TGuards; isRateLimited: boolean }) {
  const router = new OpenAPIHono<TAppEnv>();
  router.route('/', createOrganizationsRouter(deps));
  router.route('/', createMembershipsRouter(deps));
  router.route('/', createJoinRequestsRouter(deps));
  router.route('/', createFeatureOverridesRouter(deps));
  addBooksStartRoutes(router, deps);
  return router;
}
