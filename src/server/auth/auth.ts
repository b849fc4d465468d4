import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, jwt, twoFactor } from 'better-auth/plugins';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import {
  accounts,
  jwks,
  profiles,
  sessions,
  twoFactors,
  userRoles,
  users,
  verifications,
} from '../db/schema';
import type { TMailer } from '../platform/mail/mailer';
import { renderActionMail } from '../platform/mail/templates';
import type { TUserMailer } from '../platform/mail/user-mail';
import type { TLimits } from '../platform/rate-limit/limiter';
import { hashPassword, verifyPassword } from './password';
import { createRateLimitStore } from './rate-limit-store';
import { createSecurityMail, securityMail } from './security-mail';
import { totpReplayGuard } from './totp-replay';

export const CLIENT_IP_HEADER = 'x-masakhane-client-ip';

export type TAuthDeps = {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  userMailer: TUserMailer;
  limits: TLimits;
};

/** The role better-auth's admin plugin gives every new user (our platform roles live in `user_roles`). */
const ADMIN_PLUGIN_DEFAULT_ROLE = 'user';

/** better-auth with e-mail + password (verified e-mail required), Google/GitHub, TOTP, admin and JWT. */
export function createAuth({ config, db, mailer, userMailer, limits }: TAuthDeps) {
  const sendSecurityMail = createSecurityMail(userMailer, config.baseUrl);
  const socialProviders = {
    ...(config.google ? { google: config.google } : {}),
    ...(config.github ? { github: config.github } : {}),
  };
  return betterAuth({
    appName: 'Masakhane',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 100,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // The answer to a taken address carries what a new user's does, value for value: the admin plugin
      // sets `role` when it writes the row, which better-auth's stand-in user would otherwise leave null.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: ADMIN_PLUGIN_DEFAULT_ROLE,
        ...additionalFields,
        id,
      }),
      // A sign-up for a taken address answers like a new one and costs the same work: better-auth hashes the
      // password, and the owner gets a mail as a new user would (features/auth/auth.routes.ts adds a floor).
      onExistingUserSignUp: async ({ user }) => {
        const url = `${config.baseUrl}/auth`;
        const body = renderActionMail({
          greeting: `Hello ${user.name},`,
          body: 'Someone tried to create a Masakhane account with your e-mail address, which already has one. If it was you, sign in, or reset your password from the sign-in page if you forgot it. If it was not you, ignore this e-mail: your account is unchanged.',
          action: 'Sign in',
          url,
        });
        await mailer.send({
          to: user.email,
          subject: 'You already have a Masakhane account',
          link: url,
          ...body,
        });
      },
      // better-auth answers the same whether or not the address has an account; only real ones get mail.
      sendResetPassword: async ({ user, url }) => {
        const body = renderActionMail({
          greeting: `Hello ${user.name},`,
          body: 'Someone asked to reset the password of your Masakhane account. If it was you, choose a new password with the link below; it is valid for one hour and signs you out everywhere. If it was not you, ignore this e-mail: your password stays as it is.',
          action: 'Choose a new password',
          url,
        });
        await mailer.send({ to: user.email, subject: 'Reset your Masakhane password', link: url, ...body });
      },
      onPasswordReset: async ({ user }) => {
        await sendSecurityMail(user.id, 'password_changed', user.name);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const body = renderActionMail({
          greeting: `Hello ${user.name},`,
          body: 'Please confirm your e-mail address to finish creating your Masakhane account. The link is valid for 24 hours.',
          action: 'Verify e-mail address',
          url,
        });
        await mailer.send({ to: user.email, subject: 'Verify your e-mail address', link: url, ...body });
      },
    },
    socialProviders,
    rateLimit: {
      enabled: config.isRateLimited,
      // Counted in the shared limits store, so every instance sees one count (see createRateLimitStore).
      customStorage: createRateLimitStore(limits),
      window: 60,
      max: 300,
      customRules: {
        // Reading the session is what every open page does: members behind one carrier address share any
        // per-address budget, so it has none (it is one indexed read; it grants nothing).
        '/get-session': false,
        // Per address, generous enough for a meeting on one network; failed sign-ins are also limited per
        // account (src/server/features/auth/failed-sign-ins.ts).
        '/sign-in/email': { window: 60, max: 30 },
        '/request-password-reset': { window: 15 * 60, max: 5 },
        '/reset-password': { window: 15 * 60, max: 10 },
        '/change-password': { window: 15 * 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new user gets a profile and the platform role `user`.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, fullName: user.name, email: user.email })
              .onConflictDoNothing();
            await db.insert(userRoles).values({ userId: user.id, role: 'user' }).onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer: 'Masakhane' }),
      totpReplayGuard(db),
      securityMail(sendSecurityMail),
      admin({ defaultRole: ADMIN_PLUGIN_DEFAULT_ROLE }),
      // API clients fetch a token from /api/auth/token; signing one on every session read is wasted work.
      jwt({
        jwt: {
          issuer: config.baseUrl,
          audience: config.baseUrl,
          expirationTime: '15m',
          // `sid` ties the token to its session: resolveUser refuses it once the session is gone.
          definePayload: ({ user, session }) => ({ email: user.email, name: user.name, sid: session.id }),
        },
        disableSettingJwtHeader: true,
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type TAuth = ReturnType<typeof createAuth>;
