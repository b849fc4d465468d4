import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { getTodayIso } from '../../../shared/calendar';
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
import { sendAttachment } from '../../http/attachment';
import { limitBody } from '../../http/body-limit';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import { AppError } from '../../platform/errors';
import type { TStorage } from '../../platform/storage/storage';
import { deleteUserAccount, readDeletionBlockers } from '../account/account-deletion.service';
import { getMe } from './me.service';
import { exportMyData } from './my-data.service';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, readPhoto, removePhoto, replacePhoto } from './photo.service';
import { readUserSettings, updateProfile, updateUserSettings } from './profile.service';
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from './sessions.service';
import { unsubscribeByToken } from './unsubscribe.service';

const ZSessionParams = z.object({ sessionId: z.uuid('Session not found') });
const ZRevokedCount = z.object({ revoked: z.number().int() });
const ZPhoto = z.object({ image: z.string().nullable() });
const ZUserParams = z.object({ userId: z.uuid('User not found') });
const ZDeletionBlockers = z.object({ blockers: z.array(z.string()) });
const ZUnsubscribe = z.object({ token: z.string().min(1).max(200) });
const ZDeleteAccount = z.object({
  password: z.string().min(1, 'Enter your password to confirm').max(100, 'Invalid password'),
});
const ZUnsubscribed = z.object({ setting: z.string() });

/** The photo upload is the one API body allowed past 1 MB (app.ts skips its general limit for it). */
export const PHOTO_PATH = '/api/v1/me/photo';
const photoBodyLimit = limitBody(MAX_PHOTO_BYTES, PHOTO_TOO_LARGE);

type TAccountRouteDeps = { db: TDb; guards: TGuards; auth: TAuth; storage: TStorage };

/**
 * The signed-in user's own account: profile and photo, notification settings, signed-in devices, their data
 * and deleting the account; and the one-click unsubscribe that e-mails link to.
 */
export function createAccountRoutes({ db, guards, auth, storage }: TAccountRouteDeps) {
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

  router.openapi(
    createRoute({
      method: 'put',
      path: PHOTO_PATH,
      middleware: [guards.requireSession(), photoBodyLimit] as const,
      description: 'The image bytes as the body (PNG, JPEG or WebP, at most 2 MB); stored as a square WebP.',
      responses: jsonResponse(ZPhoto, 'The new photo address'),
    }),
    async (c) => {
      const upload = new Uint8Array(await c.req.arrayBuffer());
      const image = await replacePhoto({ db, storage }, readUser(c), upload, requestIdOf(c));
      return c.json({ image }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: PHOTO_PATH,
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(ZPhoto, 'The photo is removed; initials show again'),
    }),
    async (c) => {
      await removePhoto({ db, storage }, readUser(c), requestIdOf(c));
      return c.json({ image: null }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/users/{userId}/photo',
      middleware: [guards.requireSession()] as const,
      request: { params: ZUserParams },
      responses: {
        200: { description: 'The photo as WebP', content: { 'image/webp': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const file = await readPhoto(storage, c.req.valid('param').userId);
      c.header('Content-Type', file.contentType);
      // The address carries a version, so a changed photo has a new address.
      c.header('Cache-Control', 'private, max-age=86400');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(file.data), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me/data',
      middleware: [guards.requireSession()] as const,
      responses: {
        200: {
          description: 'A ZIP of JSON and CSV files',
          content: { 'application/zip': { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const zip = await exportMyData(db, readUser(c), requestIdOf(c));
      return sendAttachment(c, zip, {
        fileName: `masakhane-my-data-${getTodayIso()}.zip`,
        contentType: 'application/zip',
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me/deletion-blockers',
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(ZDeletionBlockers, 'Why the account cannot be deleted now (empty when it can)'),
    }),
    async (c) => c.json({ blockers: await readDeletionBlockers(db, readUser(c).userId, 'holder') }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/me',
      middleware: [guards.requireSession()] as const,
      request: { body: jsonBody(ZDeleteAccount) },
      responses: { 204: { description: 'The account is deleted and signed out everywhere' } },
    }),
    async (c) => {
      const { userId } = readUser(c);
      // Deleting is for the person at the keyboard: a left-open session alone is not enough.
      const { password } = c.req.valid('json');
      const isPasswordRight = await auth.api
        .verifyPassword({ body: { password }, headers: c.req.raw.headers })
        .then(() => true)
        .catch(() => false);
      if (!isPasswordRight) throw new AppError('VALIDATION_FAILED', 'Invalid password');
      await deleteUserAccount(db, { userId, actorId: userId, requestId: requestIdOf(c), storage });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/unsubscribe',
      middleware: [guards.publicRoute()] as const,
      request: { body: jsonBody(ZUnsubscribe) },
      responses: jsonResponse(ZUnsubscribed, 'The switch that was turned off'),
    }),
    async (c) => {
      const result = await unsubscribeByToken(db, secret, c.req.valid('json').token, requestIdOf(c));
      return c.json(result, 200);
    },
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the link in the e-mail itself.
  router.post('/unsubscribe', guards.publicRoute(), async (c) => {
    const token = c.req.query('token') ?? '';
    await unsubscribeByToken(db, secret, token, requestIdOf(c));
    return c.text('You are unsubscribed.', 200);
  });

  return router;
}
