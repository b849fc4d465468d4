import type { TBankFormat } from './bank-formats';

/** One transaction as the bank printed it: deposits positive, in cents. */
export type TParsedLine = {
  date: string;
  amountCents: number;
  description: string;
  balanceCents: number | null;
  /** The bank's own transaction id (OFX FITID), when it gives one. */
  fitId: string | null;
};

export type TParsedStatement = {
  format: TBankFormat;
  /** Oldest first, each with its stable fingerprint. */
  lines: (TParsedLine & { fingerprint: string })[];
  /** The statement's own period (its stated dates, else the first and last dated row, zero amounts too). */
  periodStart: string;
  periodEnd: string;
  closingBalanceCents: number | null;
  /** The account's currency as the statement states it (ISO code, upper case); null when it does not say. */
  currency: string | null;
};
