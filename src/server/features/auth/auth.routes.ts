import { Hono } from 'hono';
import { ZSignUp } from '../../../shared/contracts/auth';
import type { TAuth } from '../../auth/auth';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { authEvents } from '../../db/schema';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';

type TAuthEventKind = typeof authEvents.$inferInsert.kind;

const EVENT_BY_PATH: Record<string, { ok: TAuthEventKind; failed?: TAuthEventKind }> = {
  '/api/auth/sign-in/email': { ok: 'sign_in', failed: 'sign_in_failed' },
  '/api/auth/sign-up/email': { ok: 'sign_up' },
  '/api/auth/sign-out': { ok: 'sign_out' },
  '/api/auth/change-password': { ok: 'password_changed' },
  '/api/auth/two-factor/enable': { ok: 'two_factor_enabled' },
  '/api/auth/two-factor/disable': { ok: 'two_factor_disabled' },
};

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * better-auth answers /api/auth/*; around it we validate sign-up with the spec's messages,
 * refuse social providers that are not configured, and record account events (never secrets).
 */
export function createAuthRoutes({ auth, db, guards }: { auth: TAuth; db: TDb; guards: TGuards }) {
  const router = new Hono<TAppEnv>();
  router.on(['GET', 'POST'], '/api/auth/*', guards.publicRoute(), async (c) => {
    const path = c.req.path;
    // Staff act through /api/v1/admin/*, which knows our platform roles and audits (ADR 13).
    if (path.startsWith('/api/auth/admin/')) {
      throw new AppError('FORBIDDEN', 'Use the administration API for staff actions');
    }
    const body = c.req.method === 'POST' ? await readJsonBody(c.req.raw) : {};
    if (path === '/api/auth/sign-up/email') {
      const parsed = ZSignUp.safeParse({ fullName: body.name, email: body.email, password: body.password });
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid input');
    }
    if (path === '/api/auth/sign-in/social') {
      const provider = String(body.provider ?? '');
      const configured = Object.keys(auth.options.socialProviders ?? {});
      if (!configured.includes(provider)) {
        const label = provider === 'github' ? 'GitHub' : provider === 'google' ? 'Google' : provider;
        throw new AppError('VALIDATION_FAILED', `${label} sign-in is not configured on this server`);
      }
    }
    const response = await auth.handler(c.req.raw);
    const event = EVENT_BY_PATH[path];
    const kind = response.status === 429 ? 'rate_limited' : response.ok ? event?.ok : event?.failed;
    if (kind) {
      await db.insert(authEvents).values({
        kind,
        email: typeof body.email === 'string' ? body.email.slice(0, 255) : null,
        ipAddress: c.req.header('x-masakhane-client-ip')?.slice(0, 64) ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      });
    }
    return response;
  });
  return router;
}
