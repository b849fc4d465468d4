import { z } from 'zod';

/** Email as the spec validates it: trimmed, a valid address, at most 255 characters. */
const ZEmail = z
  .string()
  .trim()
  .pipe(z.email('Invalid email address').max(255, 'Email must be less than 255 characters'));

/** An account holder's name, as at sign-up and on the profile: trimmed, 2 to 100 characters. */
export const ZAccountName = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be less than 100 characters');

/** A new password, as at sign-up and on a change: 8 to 100 characters. */
export const ZNewPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(100, 'Password must be less than 100 characters');

/** Sign-up form (spec part 1, section 5). The messages are the spec's exact texts. */
export const ZSignUp = z.object({
  fullName: ZAccountName,
  email: ZEmail,
  password: ZNewPassword,
});

/** Sign-in form: the same email rule, a looser password minimum. */
export const ZSignIn = z.object({
  email: ZEmail,
  password: z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(100, 'Password must be less than 100 characters'),
});

/** Two-factor step: a six-digit authenticator code, or a backup code. */
export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const ZBackupCode = z
  .string()
  .trim()
  .min(1, 'Enter one of your backup codes')
  .max(64, 'Invalid backup code');

export type TSignUp = z.infer<typeof ZSignUp>;
export type TSignIn = z.infer<typeof ZSignIn>;
