import type { TDb } from '../../db/client';
import type { TOrgAccess, TSessionUser } from '../caller';
import { AppError } from '../errors';
import type { TUserMailer } from '../mail/user-mail';

/** What every service that moves money is handed by its route, after the guards passed. */
export type TMoneyContext = {
  db: TDb;
  org: TOrgAccess;
  actor: TSessionUser;
  requestId: string | null;
  idempotencyKey: string | null;
  /** Set when a hand-made receipt records the money: what the receipt it issues says (see receipts). */
  receipt?: { description: string | null; status: 'approved' };
  /** Tells members about money recorded for them (Transaction Alerts); absent where nothing is sent. */
  userMailer?: TUserMailer | undefined;
};

/** What a read of the organization's money needs: the database, the organization and who is asking. */
export type TReadContext = Pick<TMoneyContext, 'db' | 'org' | 'actor'>;

/** A read of figures that are the same for every member (analytics, the bank page): no caller needed. */
export type TOrgReadContext = Pick<TMoneyContext, 'db' | 'org'>;

/** Archived organizations keep their books readable but accept no new money. */
export function assertAcceptsMoney(org: TOrgAccess): void {
  if (!org.isActive) throw new AppError('CONFLICT', 'This organization is archived: its books are read-only');
}

const KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** Reads the Idempotency-Key header: 8 to 100 letters, digits and . _ : - */
export function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY.test(header)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Idempotency-Key must be 8 to 100 letters, digits, dots, dashes or colons',
    );
  }
  return header;
}
