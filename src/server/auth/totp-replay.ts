import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, eq, lt } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { usedTotpCodes } from '../db/schema';

type TAuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** better-auth's two-factor plugin names the cookie of a pending sign-in challenge so. */
const TWO_FACTOR_CHALLENGE_COOKIE = 'two_factor';
/**
 * better-auth accepts the code of the step before and after the current 30-second one, so a code is good for
 * at most three steps after it was first accepted; it is refused for that long.
 */
const TOTP_CODE_LIFETIME_MS = 3 * 30_000;

export const TOTP_CODE_USED = {
  code: 'TOTP_CODE_ALREADY_USED',
  message: 'This code has already been used. Enter the next code from your authenticator app.',
} as const;

function digestCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function readCode(ctx: TAuthMiddlewareContext): string | null {
  const body: unknown = ctx.body;
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  return typeof body.code === 'string' ? body.code : null;
}

/** Whose code this is: the signed-in user's, or the user a pending sign-in challenge is for. */
async function readCodeOwner(ctx: TAuthMiddlewareContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_CHALLENGE_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

/** Claims the code for its owner; false when it was already claimed and could still be accepted. */
async function claimCode(db: TDb, userId: string, code: string): Promise<boolean> {
  const now = new Date();
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.refusedUntil, now)));
  const claimed = await db
    .insert(usedTotpCodes)
    .values({
      userId,
      codeDigest: digestCode(code),
      refusedUntil: new Date(now.getTime() + TOTP_CODE_LIFETIME_MS),
    })
    .onConflictDoNothing()
    .returning({ userId: usedTotpCodes.userId });
  return claimed.length > 0;
}

async function releaseCode(db: TDb, userId: string, code: string): Promise<void> {
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.codeDigest, digestCode(code))));
}

/**
 * A better-auth plugin that lets each authenticator code through once: the code is claimed before
 * better-auth checks it (so two requests racing with one code cannot both pass) and released again when
 * better-auth refuses it, so only an accepted code is spent. Covers sign-in, turning two-factor on and the
 * check that turning it off asks for (auth.routes.ts calls verify-totp).
 */
export function totpReplayGuard(db: TDb): BetterAuthPlugin {
  const isVerifyTotp = (ctx: { path?: string }) => ctx.path === VERIFY_TOTP_PATH;
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: isVerifyTotp,
          handler: createAuthMiddleware(async (ctx) => {
            const code = readCode(ctx);
            const userId = code ? await readCodeOwner(ctx) : null;
            if (!code || !userId) return;
            if (!(await claimCode(db, userId, code))) throw APIError.from('UNAUTHORIZED', TOTP_CODE_USED);
          }),
        },
      ],
      after: [
        {
          matcher: isVerifyTotp,
          handler: createAuthMiddleware(async (ctx) => {
            const code = readCode(ctx);
            if (!code || !isAPIError(ctx.context.returned)) return;
            if (ctx.context.returned.body?.code === TOTP_CODE_USED.code) return;
            const userId = await readCodeOwner(ctx);
            if (userId) await releaseCode(db, userId, code);
          }),
        },
      ],
    },
  };
}
