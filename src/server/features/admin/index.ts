import { OpenAPIHono } from '@hono/zod-openapi';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import type { TStorage } from '../../platform/storage/storage';
import { createAdminDeveloperRoutes } from './admin-developer.routes';
import { createAdminOrganizationRoutes } from './admin-organizations.routes';
import type { TSecuritySources } from './admin-security.service';
import { createAdminSiteRoutes } from './admin-site.routes';
import { createAdminUserRoutes } from './admin-users.routes';

/** Platform administration: users, organizations, the public site's follow-up, security and logs. */
export function createAdminRoutes(deps: {
  db: TDb;
  guards: TGuards;
  storage?: TStorage;
  security: TSecuritySources;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  router.route('/', createAdminUserRoutes(deps));
  router.route('/', createAdminOrganizationRoutes(deps));
  router.route('/', createAdminSiteRoutes(deps));
  router.route('/', createAdminDeveloperRoutes(deps));
  return router;
}
