import { z } from 'zod';
import { ZAccountName, ZNewPassword } from './auth';
import { ZPhoneText } from './phone';

/**
 * Profile form (spec part 2, section 5): trimmed, the messages are the spec's exact texts. The name cannot be
 * blanked (every screen shows it, and a blank one would silently keep the account's name): at least 2
 * characters, as at sign-up. The company may be empty.
 */
export const ZUpdateProfile = z.object({
  fullName: ZAccountName,
  companyName: z.string().trim().max(200, 'Organization name must be less than 200 characters'),
  /** Optional; left out, it stays as it is. Banks print it on deposits made by phone banking. */
  phone: ZPhoneText.optional(),
});

/** Change password: the sign-up rules for the new one, and the confirmation must match. */
export const ZChangePassword = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Enter your current password')
      .max(100, 'Password must be less than 100 characters'),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(100, 'Password must be less than 100 characters'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: 'Choose a password different from your current one',
    path: ['newPassword'],
  });

/** Reset password page: a new password typed twice. */
export const ZResetPassword = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().max(100) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** The server half of change password: what better-auth's route receives. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(100),
  newPassword: ZNewPassword,
});

/** The three notification switches on Settings (spec part 2: on, on, off by default). */
export const ZUserSettings = z.object({
  emailNotifications: z.boolean(),
  transactionAlerts: z.boolean(),
  memberUpdates: z.boolean(),
});

export const ZUpdateUserSettings = ZUserSettings.partial().refine(
  (value) => Object.keys(value).length > 0,
  'Choose a setting to change',
);

/** One signed-in device on the Settings sessions list. */
export const ZAccountSession = z.object({
  id: z.uuid(),
  browser: z.string(),
  system: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** The address with its last part hidden (no place is looked up: that would send it to a third party). */
  maskedAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});

export const ZAccountSessions = z.array(ZAccountSession);
export type TAccountSessions = z.infer<typeof ZAccountSessions>;

export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;
export type TChangePassword = z.infer<typeof ZChangePassword>;
export type TResetPassword = z.infer<typeof ZResetPassword>;
export type TUserSettings = z.infer<typeof ZUserSettings>;
export type TUpdateUserSettings = z.infer<typeof ZUpdateUserSettings>;
export type TAccountSession = z.infer<typeof ZAccountSession>;
