import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from './contributions';

/** The sheets of the group's file (ADR 0068): a workbook holds any of them, a CSV file one. */
export const GROUP_SHEETS = ['members', 'savings', 'loans', 'contributions'] as const;
export type TGroupSheet = (typeof GROUP_SHEETS)[number];

/** Each sheet's fields, in the template's column order; the first ones are required. */
export const GROUP_SHEET_FIELDS = {
  members: { required: ['fullName'], optional: ['key', 'phone', 'email'] },
  savings: { required: ['member', 'amount'], optional: [] },
  loans: { required: ['member', 'principal', 'ratePercent', 'termMonths', 'lentOn'], optional: ['repaid'] },
  contributions: { required: ['member', 'date', 'amount'], optional: ['method', 'reference'] },
} as const satisfies Record<TGroupSheet, { required: readonly string[]; optional: readonly string[] }>;

export type TGroupField = {
  [K in TGroupSheet]:
    | (typeof GROUP_SHEET_FIELDS)[K]['required'][number]
    | (typeof GROUP_SHEET_FIELDS)[K]['optional'][number];
}[TGroupSheet];

/** What each sheet is called in the template, and what each field's column is headed there. */
export const GROUP_SHEET_LABELS = {
  members: 'Members',
  savings: 'Savings at books start',
  loans: 'Loans still out',
  contributions: 'Contributions',
} as const satisfies Record<TGroupSheet, string>;

export const GROUP_FIELD_LABELS = {
  key: 'Member no',
  fullName: 'Full name',
  phone: 'Phone',
  email: 'E-mail',
  member: 'Member',
  amount: 'Amount',
  principal: 'Amount lent',
  ratePercent: 'Interest %',
  termMonths: 'Term (months)',
  lentOn: 'Lent on',
  repaid: 'Repaid by then',
  date: 'Date',
  method: 'Method',
  reference: 'Reference',
} as const satisfies Record<TGroupField, string>;

/** The largest file taken: a society of 5,000 members with years of history, as 10 MB. */
export const MAX_GROUP_FILE_BYTES = 10 * 1024 * 1024;
const MAX_BASE64_LENGTH = Math.ceil(MAX_GROUP_FILE_BYTES / 3) * 4;

/** Which column holds each field, per sheet (by the column's heading); absent, the app matches headings itself. */
export const ZGroupMapping = z.partialRecord(z.enum(GROUP_SHEETS), z.record(z.string(), z.string().max(200)));
export type TGroupMapping = z.infer<typeof ZGroupMapping>;

export const ZStartGroupImport = z.object({
  fileName: z.string().trim().min(1, 'Choose the group file').max(255, 'The file name is too long'),
  contentBase64: z
    .string({ error: 'Choose the group file' })
    .min(1, 'The file is empty')
    .max(MAX_BASE64_LENGTH, 'The file is larger than 10 MB'),
  /** The cash on hand and in the bank when the books start, as the treasurer counted it. */
  openingCashCents: z
    .number({ error: 'Opening cash is required' })
    .int('Opening cash must be a whole number of cents')
    .min(0, 'Opening cash cannot be negative')
    .max(MAX_AMOUNT_CENTS, 'Opening cash is too large'),
  mapping: ZGroupMapping.optional(),
});
export type TStartGroupImport = z.infer<typeof ZStartGroupImport>;

/** One sheet as read: what it was taken for, its headings and which heading feeds each field. */
export const ZGroupSheetRead = z.object({
  name: z.string(),
  sheet: z.enum(GROUP_SHEETS).nullable(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string().nullable()),
  rowCount: z.number().int(),
});

/** What the import would do, worked out without writing anything (the dry run). */
export const ZGroupImportPreview = z.object({
  sheets: z.array(ZGroupSheetRead),
  /** The first problems found, each naming its sheet and row; `errorCount` counts them all. */
  errors: z.array(z.string()),
  errorCount: z.number().int(),
  warnings: z.array(z.string()),
  booksStartOn: z.string(),
  members: z.object({ newCount: z.number().int(), existingCount: z.number().int() }),
  savings: z.object({ count: z.number().int(), cents: z.number().int() }),
  loans: z.object({ count: z.number().int(), principalLeftCents: z.number().int() }),
  contributions: z.object({
    newCount: z.number().int(),
    alreadyImportedCount: z.number().int(),
    cents: z.number().int(),
  }),
  openingCashCents: z.number().int(),
  /** The opening cash with the new contributions: the cash the books will show. */
  cashAfterCents: z.number().int(),
  /** Whether confirming would write something: no errors, and something new. */
  canConfirm: z.boolean(),
});
export type TGroupImportPreview = z.infer<typeof ZGroupImportPreview>;

export const GROUP_IMPORT_STATUSES = [
  'queued',
  'reading',
  'previewed',
  'confirming',
  'imported',
  'failed',
] as const;

export const ZGroupImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(GROUP_IMPORT_STATUSES),
  progress: z.number().int(),
  preview: ZGroupImportPreview.nullable(),
  /** What was written, once imported. */
  result: z
    .object({
      membersAdded: z.number().int(),
      contributionsAdded: z.number().int(),
      isOpeningPosted: z.boolean(),
    })
    .nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TGroupImport = z.infer<typeof ZGroupImport>;
