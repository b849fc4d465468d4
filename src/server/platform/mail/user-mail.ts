import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles, userSettings, users } from '../../db/schema';
import type { TMailer } from './mailer';

/**
 * What a message is about, which decides whether the user's settings allow it: security mail always goes;
 * the rest honours the switches on the Settings page.
 */
export type TMailKind = 'security' | 'transaction' | 'member_update' | 'notification';
export type TOptionalMailKind = Exclude<TMailKind, 'security'>;

export type TUserMail = {
  userId: string;
  kind: TMailKind;
  subject: string;
  text: string;
  html?: string;
  link?: string;
};

export type TUserMailer = {
  /** Looks up the user's e-mail and settings; sends unless their settings say no. Returns whether it sent. */
  sendToUser(input: TUserMail): Promise<boolean>;
};

export type TMailSettings = {
  emailNotifications: boolean;
  transactionAlerts: boolean;
  memberUpdates: boolean;
};

/** The switches' values for a user with no saved settings (spec: on, on, off). */
export const DEFAULT_MAIL_SETTINGS: TMailSettings = {
  emailNotifications: true,
  transactionAlerts: true,
  memberUpdates: false,
};

/** Whether settings allow a message of this kind. */
export function isMailAllowed(kind: TMailKind, settings: TMailSettings): boolean {
  switch (kind) {
    case 'security':
      return true;
    case 'notification':
      return settings.emailNotifications;
    case 'transaction':
      return settings.emailNotifications && settings.transactionAlerts;
    case 'member_update':
      return settings.emailNotifications && settings.memberUpdates;
  }
}

const OPTIONAL_KINDS: readonly TOptionalMailKind[] = ['transaction', 'member_update', 'notification'];

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
}

/** A token for one-click unsubscribe from one kind of mail: `<userId>.<kind>.<signature>`, no expiry. */
export function createUnsubscribeToken(secret: string, userId: string, kind: TOptionalMailKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and kind a token names, or null when it was not signed by us. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: TOptionalMailKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, kind, signature] = parts as [string, string, string];
  const kindValue = OPTIONAL_KINDS.find((value) => value === kind);
  if (!kindValue || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(sign(secret, `${userId}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kindValue };
}

/** The settings switch an unsubscribe link of this kind turns off. */
export const UNSUBSCRIBE_SETTING = {
  notification: 'emailNotifications',
  transaction: 'transactionAlerts',
  member_update: 'memberUpdates',
} as const satisfies Record<TOptionalMailKind, keyof TMailSettings>;

/**
 * Mail addressed to a user rather than to an address. Non-security mail carries a signed one-click
 * unsubscribe link (in the text and in List-Unsubscribe headers, RFC 8058). Deleted accounts get nothing.
 */
export function createUserMailer(deps: {
  db: TDb;
  mailer: TMailer;
  baseUrl: string;
  secret: string;
}): TUserMailer {
  return {
    async sendToUser(input) {
      const [row] = await deps.db
        .select({
          email: users.email,
          hasSignIn: profiles.hasSignIn,
          contactEmail: profiles.email,
          deletedAt: profiles.deletedAt,
          emailNotifications: userSettings.emailNotifications,
          transactionAlerts: userSettings.transactionAlerts,
          memberUpdates: userSettings.memberUpdates,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(eq(users.id, input.userId))
        .limit(1);
      if (!row || row.deletedAt) return false;
      // A member without an account hears of the group at the contact address the admin gave, if any;
      // they have no account to be warned about.
      const hasNoAccount = row.hasSignIn === false;
      const to = hasNoAccount ? row.contactEmail : row.email;
      if (!to || (hasNoAccount && input.kind === 'security')) return false;
      const settings: TMailSettings = {
        emailNotifications: row.emailNotifications ?? DEFAULT_MAIL_SETTINGS.emailNotifications,
        transactionAlerts: row.transactionAlerts ?? DEFAULT_MAIL_SETTINGS.transactionAlerts,
        memberUpdates: row.memberUpdates ?? DEFAULT_MAIL_SETTINGS.memberUpdates,
      };
      if (!isMailAllowed(input.kind, settings)) return false;
      if (input.kind === 'security') {
        await deps.mailer.send({ to, ...pickContent(input) });
        return true;
      }
      const unsubscribeUrl = `${deps.baseUrl}/unsubscribe?token=${createUnsubscribeToken(deps.secret, input.userId, input.kind)}`;
      await deps.mailer.send({
        to,
        ...pickContent(input),
        text: `${input.text}\n\nTo stop these e-mails: ${unsubscribeUrl}`,
        ...(input.html
          ? { html: `${input.html}<p style="font-size:12px"><a href="${unsubscribeUrl}">Unsubscribe</a></p>` }
          : {}),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return true;
    },
  };
}

function pickContent(input: TUserMail) {
  return {
    subject: input.subject,
    text: input.text,
    ...(input.html ? { html: input.html } : {}),
    ...(input.link ? { link: input.link } : {}),
  };
}
