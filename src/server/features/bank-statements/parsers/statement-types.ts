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
  periodStart: string;
  periodEnd: string;
  closingBalanceCents: number | null;
};
