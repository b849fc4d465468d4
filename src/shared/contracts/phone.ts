import { z } from 'zod';

/**
 * The one rule for a phone number typed into a profile or an organization: trimmed, at most 20 characters
 * (the specification's limit and text), and only digits, spaces and + ( ) -. Empty is allowed (no number).
 */
export const ZPhoneText = z
  .string()
  .trim()
  .max(20, 'Phone number must be less than 20 characters')
  .regex(/^[0-9 +()-]*$/, 'Phone number may hold only digits, spaces and + ( ) -');
