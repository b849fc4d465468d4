import { createHash } from 'node:crypto';
import { getTodayIso } from '../../../shared/calendar';
import type { TDbOrTx } from '../../db/client';
import { postJournalEntry, type TPostEntryInput, type TPostingLine } from '../ledger/ledger.service';
import type { TFineRow } from './fines.repository';

/** The three ways a fine moves the master book (ADR 0022). */
export type TFineMove = 'raise' | 'pay' | 'waive';

const FALLBACK_NAME = 'a former member';

/** The day a fine move is dated: the given day, but never after today nor before the open books. */
export function postingDate(day: string, openFrom: string): string {
  const today = getTodayIso();
  const capped = day < today ? day : today;
  return capped < openFrom ? openFrom : capped;
}

/**
 * The lines of a fine move of `cents` (negative: the move undone, when the engine's figure fell):
 * raised: Dr fines receivable, Cr fine income; paid out of contributions: Dr member funds, Cr fines
 * receivable; waived: Dr fine income, Cr fines receivable.
 */
function linesOf(move: TFineMove, cents: number, userId: string): TPostingLine[] {
  const [debit, credit] =
    move === 'raise'
      ? (['fines_receivable', 'fine_income'] as const)
      : move === 'pay'
        ? (['member_funds', 'fines_receivable'] as const)
        : (['fine_income', 'fines_receivable'] as const);
  return [
    { account: debit, amountCents: cents, memberUserId: userId },
    { account: credit, amountCents: -cents, memberUserId: userId },
  ];
}

function describeFineMove(
  move: TFineMove,
  cents: number,
  fine: TFineRow,
  memberName: string | null,
  reason?: string,
) {
  const who = memberName ?? FALLBACK_NAME;
  const period = fine.periodLabel;
  const text =
    move === 'raise'
      ? cents > 0
        ? `Late fine for ${period}: ${who}`
        : `Late fine for ${period} lowered: ${who}`
      : move === 'pay'
        ? cents > 0
          ? `Late fine for ${period} paid from ${who}'s contributions`
          : `Late fine for ${period}: payment returned to ${who}'s contributions`
        : `Late fine for ${period} waived: ${who}${reason ? ` (${reason})` : ''}`;
  return text.slice(0, 500);
}

export type TFineMoveInput = {
  fine: TFineRow;
  move: TFineMove;
  cents: number;
  /** What the fine's posted amount (raise) or paid part (pay) becomes; unused for a waiver. */
  target: number;
  postingNumber: number;
  entryDate: string;
  memberName: string | null;
  createdBy: string | null;
  reason?: string;
};

const KEY_PREFIX: Record<TFineMove, string> = { raise: 'fine', pay: 'fine-paid', waive: 'fine-waived' };

/** What names one fine move for good: its member, period, posting number and the figure it brings the book to. */
function moveKey(input: Pick<TFineMoveInput, 'fine' | 'move' | 'postingNumber' | 'target'>) {
  const { fine } = input;
  return `${KEY_PREFIX[input.move]}:${fine.userId}:${fine.periodKey}:${input.postingNumber}:${input.target}`;
}

/**
 * The entry of one fine move. The idempotency key names the member, the period, the fine's posting number
 * and the figure it brings the book to, so a second run (or a second server) that reaches the same posting
 * replays it instead of posting again.
 */
export function fineMoveEntry(input: TFineMoveInput): TPostEntryInput {
  const { fine, move, cents } = input;
  return {
    organizationId: fine.organizationId,
    entryDate: input.entryDate,
    description: describeFineMove(move, cents, fine, input.memberName, input.reason),
    transactionType: 'other',
    lines: linesOf(move, cents, fine.userId),
    createdBy: input.createdBy,
    idempotencyKey: moveKey(input),
    sourceType: 'member_fine',
    sourceId: fine.id,
  };
}

/** Posts one fine move (a waiver; the daily run posts its moves together). */
export async function postFineMove(tx: TDbOrTx, input: TFineMoveInput) {
  const { entry } = await postJournalEntry(tx, fineMoveEntry(input));
  return entry;
}

export type TRaiseMove = Pick<TFineMoveInput, 'fine' | 'cents' | 'target' | 'postingNumber'>;

/**
 * The day's fines raised (or lowered) for several members as ONE entry: per member, their net change on
 * fines receivable against fine income, both lines naming the member, so each member's receivable still
 * sums to their fines. The Fines page keeps each fine with its period and amount (member_fines). The key
 * is the day and a digest of every move's own key, so the same moves replay and new ones post anew.
 */
export function raisedFinesEntry(input: {
  organizationId: string;
  moves: readonly TRaiseMove[];
  entryDate: string;
  memberName: (userId: string) => string | null;
  createdBy: string | null;
}): TPostEntryInput | null {
  const { moves } = input;
  const netByMember = new Map<string, number>();
  for (const move of moves) {
    netByMember.set(move.fine.userId, (netByMember.get(move.fine.userId) ?? 0) + move.cents);
  }
  const lines = [...netByMember].flatMap(([userId, cents]) =>
    cents === 0 ? [] : linesOf('raise', cents, userId),
  );
  const [only] = moves;
  if (lines.length === 0 || !only) return null;
  const digest = createHash('sha256')
    .update(
      moves
        .map((move) => moveKey({ ...move, move: 'raise' }))
        .sort()
        .join('\n'),
    )
    .digest('hex');
  const periods = [...new Set(moves.map((move) => move.fine.periodLabel))].join(', ');
  return {
    organizationId: input.organizationId,
    entryDate: input.entryDate,
    description:
      moves.length === 1
        ? describeFineMove('raise', only.cents, only.fine, input.memberName(only.fine.userId))
        : `Late fines for ${periods}: ${moves.length} fines, ${netByMember.size} members`.slice(0, 500),
    transactionType: 'other',
    lines,
    createdBy: input.createdBy,
    idempotencyKey: `fines:${input.entryDate}:${digest}`,
    sourceType: moves.length === 1 ? 'member_fine' : 'member_fines',
    sourceId: moves.length === 1 ? only.fine.id : null,
  };
}
