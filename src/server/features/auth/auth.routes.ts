import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ZChangePasswordRequest } from '../../../shared/contracts/account';
import { ZSignUp, ZTotpCode } from '../../../shared/contracts/auth';
import { CLIENT_IP_HEADER, type TAuth } from '../../auth/auth';
import type { TGuards } from '../../auth/guards';
import { TOTP_CODE_USED } from '../../auth/totp-replay';
import type { TDb } from '../../db/client';
import { authEvents, users } from '../../db/schema';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';
import type { TMailer } from '../../platform/mail/mailer';
import type { TLimits } from '../../platform/rate-limit/limiter';
import { createFailedSignIns } from './failed-sign-ins';

type TAuthEventKind = typeof authEvents.$inferInsert.kind;

const EVENT_BY_PATH: Record<string, { ok: TAuthEventKind; failed?: TAuthEventKind }> = {
  '/api/auth/sign-in/email': { ok: 'sign_in', failed: 'sign_in_failed' },
  '/api/auth/sign-up/email': { ok: 'sign_up' },
  '/api/auth/sign-out': { ok: 'sign_out' },
  '/api/auth/change-password': { ok: 'password_changed' },
  '/api/auth/two-factor/enable': { ok: 'two_factor_enabled' },
  '/api/auth/two-factor/disable': { ok: 'two_factor_disabled' },
};

/**
 * Every e-mail sign-up answers no sooner than this after it arrived: a new address writes the account rows
 * that a taken one does not, and the difference must not tell who has an account (both hash the password
 * and send one mail, see auth/auth.ts).
 */
export const SIGN_UP_MIN_MS = 150;

async function waitUntilElapsed(startedAt: number, minimumMs: number): Promise<void> {
  const remaining = startedAt + minimumMs - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/** better-auth routes that would bypass our rules: profile writes go through /api/v1/me/profile. */
const REFUSED_PATHS: Record<string, string> = {
  '/api/auth/update-user': 'Change your name and company on the Profile page',
  '/api/auth/change-email': 'Email cannot be changed',
  '/api/auth/delete-user': 'Delete your account from Settings',
};

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function withJsonBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

type TAuthRouteDeps = {
  auth: TAuth;
  db: TDb;
  guards: TGuards;
  mailer: TMailer;
  limits: TLimits;
  isRateLimited: boolean;
};

/**
 * better-auth answers /api/auth/*; around it we validate with the spec's messages, refuse routes that would
 * skip our rules, make change-password end every other session, ask a code to turn two-factor off, slow down
 * repeated failed sign-ins per account and per address, and record account events (never secrets).
 */
export function createAuthRoutes({ auth, db, guards, mailer, limits, isRateLimited }: TAuthRouteDeps) {
  const router = new Hono<TAppEnv>();
  const failedSignIns = createFailedSignIns(limits);

  async function sendFailedSignInNotice(email: string) {
    const [user] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    await mailer.send({
      to: user.email,
      subject: 'Failed sign-in attempts on your Masakhane account',
      text: `Hello ${user.name},\n\nSomeone entered a wrong password for your Masakhane account several times in a row. Further attempts now have to wait longer each time.\n\nIf this was you, wait a little and try again, or reset your password from the sign-in page. If it was not you, your account is still safe; consider turning on two-factor authentication in Settings.\n\nMasakhane`,
    });
  }

  router.on(['GET', 'POST'], '/api/auth/*', guards.publicRoute(), async (c) => {
    const startedAt = performance.now();
    const path = c.req.path;
    // Staff act through /api/v1/admin/*, which knows our platform roles and audits (ADR 15).
    if (path.startsWith('/api/auth/admin/')) {
      throw new AppError('FORBIDDEN', 'Use the administration API for staff actions');
    }
    const refusal = REFUSED_PATHS[path];
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    let request = c.req.raw;
    const body = c.req.method === 'POST' ? await readJsonBody(request) : {};
    const address = c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

    if (path === '/api/auth/sign-up/email') {
      const parsed = ZSignUp.safeParse({ fullName: body.name, email: body.email, password: body.password });
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', firstIssue(parsed.error));
    }
    if (path === '/api/auth/sign-in/social') {
      const provider = String(body.provider ?? '');
      const configured = Object.keys(auth.options.socialProviders ?? {});
      if (!configured.includes(provider)) {
        const label = provider === 'github' ? 'GitHub' : provider === 'google' ? 'Google' : provider;
        throw new AppError('VALIDATION_FAILED', `${label} sign-in is not configured on this server`);
      }
    }
    if (path === '/api/auth/sign-in/email' && isRateLimited) {
      const waitMs = await failedSignIns.readWaitMs(email, address);
      if (waitMs > 0) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-in attempts. Please wait ${describeWait(waitMs)} and try again.`,
        );
      }
    }
    if (path === '/api/auth/change-password') {
      const parsed = ZChangePasswordRequest.safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', firstIssue(parsed.error));
      // A new password ends every other session, and with them every API token issued before it.
      request = withJsonBody(request, { ...parsed.data, revokeOtherSessions: true });
    }
    if (path === '/api/auth/two-factor/disable') {
      const code = ZTotpCode.safeParse(body.code ?? '');
      if (!code.success) throw new AppError('VALIDATION_FAILED', firstIssue(code.error));
      const refusal = await auth.api
        .verifyTOTP({ body: { code: code.data }, headers: request.headers })
        .then(() => null)
        .catch((error: unknown) =>
          isAPIError(error) && error.body?.code === TOTP_CODE_USED.code
            ? TOTP_CODE_USED.message
            : 'Invalid code. Check your authenticator app.',
        );
      if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
    }

    const response = await auth.handler(request);
    if (path === '/api/auth/sign-up/email') await waitUntilElapsed(startedAt, SIGN_UP_MIN_MS);

    if (path === '/api/auth/sign-in/email' && isRateLimited && email) {
      if (response.ok) await failedSignIns.recordSuccess(email);
      else if (response.status === 401 && (await failedSignIns.recordFailure(email, address))) {
        await sendFailedSignInNotice(email);
      }
    }
    const event = EVENT_BY_PATH[path];
    const kind = response.status === 429 ? 'rate_limited' : response.ok ? event?.ok : event?.failed;
    if (kind) {
      await db.insert(authEvents).values({
        kind,
        email: email ? email.slice(0, 255) : null,
        ipAddress: c.req.header(CLIENT_IP_HEADER)?.slice(0, 64) ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      });
    }
    return response;
  });
  return router;
}
