import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { renderActionMail } from '../platform/mail/templates';
import type { TUserMailer } from '../platform/mail/user-mail';

type TSecurityChange = 'password_changed' | 'two_factor_on' | 'two_factor_off';

const MAIL: Record<TSecurityChange, { subject: string; body: string }> = {
  password_changed: {
    subject: 'Your Masakhane password was changed',
    body: 'The password of your Masakhane account was just changed, and every other device was signed out. If it was you, there is nothing more to do. If it was not you, reset your password from the sign-in page now.',
  },
  two_factor_on: {
    subject: 'Two-factor authentication is on',
    body: 'Two-factor authentication was just turned on for your Masakhane account: signing in now also asks for a code from your authenticator app. If it was not you, reset your password from the sign-in page now.',
  },
  two_factor_off: {
    subject: 'Two-factor authentication was turned off',
    body: 'Two-factor authentication was just turned off for your Masakhane account: signing in now asks only for your password. If it was not you, reset your password from the sign-in page now and turn two-factor authentication on again in Settings.',
  },
};

/** The endpoints whose only user update is turning two-factor on or off (better-auth's two-factor plugin). */
const TWO_FACTOR_SWITCH_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/disable',
]);

/** Sends the e-mail that tells a user their account's security changed; it ignores the e-mail switches. */
export function createSecurityMail(userMailer: TUserMailer, baseUrl: string) {
  return async (userId: string, change: TSecurityChange, name: string) => {
    const url = `${baseUrl}/auth`;
    const content = renderActionMail({
      greeting: `Hello ${name},`,
      body: MAIL[change].body,
      action: 'Sign in',
      url,
    });
    await userMailer.sendToUser({
      userId,
      kind: 'security',
      subject: MAIL[change].subject,
      link: url,
      ...content,
    });
  };
}

export type TSendSecurityMail = ReturnType<typeof createSecurityMail>;

function readReturnedUser(returned: unknown): { id: string; name: string } | null {
  if (!returned || typeof returned !== 'object' || !('user' in returned)) return null;
  const { user } = returned;
  if (!user || typeof user !== 'object' || !('id' in user) || !('name' in user)) return null;
  return typeof user.id === 'string' && typeof user.name === 'string'
    ? { id: user.id, name: user.name }
    : null;
}

/**
 * A better-auth plugin that mails the user when their password is changed or two-factor is turned on or off,
 * once the change is written (a reset password mails through `onPasswordReset` in auth.ts).
 */
export function securityMail(send: TSendSecurityMail): BetterAuthPlugin {
  return {
    id: 'security-mail',
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            update: {
              after: async (user, ctx) => {
                if (!ctx?.path || !TWO_FACTOR_SWITCH_PATHS.has(ctx.path)) return;
                const isOn = 'twoFactorEnabled' in user && user.twoFactorEnabled === true;
                await send(user.id, isOn ? 'two_factor_on' : 'two_factor_off', user.name);
              },
            },
          },
        },
      },
    }),
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const user = readReturnedUser(ctx.context.returned);
            if (user) await send(user.id, 'password_changed', user.name);
          }),
        },
      ],
    },
  };
}
