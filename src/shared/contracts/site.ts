import { z } from 'zod';

export const EARLY_ACCESS_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The public pages an early-access form may sit on; the home page is the only one today. */
export const EARLY_ACCESS_SOURCE_PAGES = ['home', 'features', 'pricing', 'about'] as const;

/** Early-access form (spec part 1, section 5): the email must be non-empty and contain @. */
export const ZEarlyAccessSignup = z.object({
  email: z
    .string(EARLY_ACCESS_EMAIL_MESSAGE)
    .trim()
    .min(1, EARLY_ACCESS_EMAIL_MESSAGE)
    .max(255, 'Email must be less than 255 characters')
    .refine((value) => value.includes('@'), EARLY_ACCESS_EMAIL_MESSAGE),
  sourcePage: z.enum(EARLY_ACCESS_SOURCE_PAGES).default('home'),
});

/** Contact form (spec part 1, section 5 and part 2, section 5). The messages are the spec's exact texts. */
export const ZContactMessage = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  email: z
    .string('Invalid email address')
    .trim()
    .pipe(z.email('Invalid email address').max(255, 'Email must be less than 255 characters')),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be less than 20 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(2000, 'Message must be less than 2000 characters'),
});

/** A path nobody could open (the 404 page reports it so site activity can show broken links). */
export const ZNotFoundReport = z.object({
  path: z.string('Path is required').trim().min(1, 'Path is required').max(500, 'Path is too long'),
  referrer: z.string().trim().max(500, 'Referrer is too long').optional(),
});

/** What the public site endpoints answer: the request was taken. */
export const ZSiteReceipt = z.object({ id: z.uuid() });

export type TEarlyAccessSignup = z.input<typeof ZEarlyAccessSignup>;
export type TContactMessage = z.input<typeof ZContactMessage>;
export type TNotFoundReport = z.infer<typeof ZNotFoundReport>;
export type TSiteReceipt = z.infer<typeof ZSiteReceipt>;
