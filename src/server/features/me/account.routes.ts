import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ZAccountSessions,
  ZUpdateProfile,
  ZUpdateUserSettings,
  ZUserSettings,
} from '../../../shared/contracts/account';
import { ZMe } from '../../../shared/contracts/me';
import type { TAuth } from '../../auth/auth';
import type { TGuards } from '../../auth/guards';
import { readCurrentSessionToken } from '../../auth/session';
import type { TDb } from '../../db/client';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonResponse } from '../organizations/route-helpers';
import { getMe } from './me.service';
import { readUserSettings, updateProfile, updateUserSettings } from './profile.service';
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from './sessions.service';

const ZSessionParams = z.object({ sessionId: z.uuid('Session not found') });
const ZRevokedCount = z.object({ revoked: z.number().int() });

/** The signed-in user's own account: profile, notification settings and signed-in devices. */
export function createAccountRoutes({ db, guards, auth }: { db: TDb; guards: TGuards; auth: TAuth }) {
  const router = new OpenAPIHono<TAppEnv>();
  const secret = auth.options.secret ?? '';
  const requestIdOf = (c: Context<TAppEnv>) => c.get('requestId') ?? null;
  const currentTokenOf = (c: Context<TAppEnv>) => readCurrentSessionToken(c.req.raw.headers, secret);

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/me/profile',
      middleware: [guards.requireSession()] as const,
      request: { body: jsonBody(ZUpdateProfile) },
      responses: jsonResponse(ZMe, 'The account after the change'),
    }),
    async (c) => {
      const actor = readUser(c);
      await updateProfile(db, actor, c.req.valid('json'), requestIdOf(c));
      return c.json(ZMe.parse(await getMe(db, actor)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me/settings',
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(ZUserSettings, 'The notification switches'),
    }),
    async (c) => c.json(ZUserSettings.parse(await readUserSettings(db, readUser(c).userId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/me/settings',
      middleware: [guards.requireSession()] as const,
      request: { body: jsonBody(ZUpdateUserSettings) },
      responses: jsonResponse(ZUserSettings, 'The switches after the change'),
    }),
    async (c) => {
      const next = await updateUserSettings(db, readUser(c), c.req.valid('json'), requestIdOf(c));
      return c.json(ZUserSettings.parse(next), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me/sessions',
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(ZAccountSessions, 'Signed-in devices, most recently active first'),
    }),
    async (c) => {
      const list = await listAccountSessions(db, readUser(c), currentTokenOf(c));
      return c.json(ZAccountSessions.parse(list), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/me/sessions/revoke-others',
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(ZRevokedCount, 'How many other devices were signed out'),
    }),
    async (c) => {
      const revoked = await revokeOtherAccountSessions(db, readUser(c), currentTokenOf(c), requestIdOf(c));
      return c.json({ revoked }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/me/sessions/{sessionId}',
      middleware: [guards.requireSession()] as const,
      request: { params: ZSessionParams },
      responses: { 204: { description: 'The device is signed out' } },
    }),
    async (c) => {
      await revokeAccountSession(db, readUser(c), c.req.valid('param').sessionId, requestIdOf(c));
      return c.body(null, 204);
    },
  );

  return router;
}
