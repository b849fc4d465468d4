import { findVersionOn } from '../../../shared/group-rules/periods';
import type { TRuleVersion } from '../../../shared/group-rules/rule-types';
import type { TDebt, TStanding } from '../../../shared/group-rules/standing';
import type { TDbOrTx } from '../../db/client';
import { postJournalEntries } from '../ledger/ledger.service';
import { fineMoveEntry, raisedFinesEntry, type TFineMoveInput, type TRaiseMove } from './fine-postings';
import {
  insertFineRows,
  readOrganizationFineRows,
  type TFineFigures,
  type TFineRow,
  type TNewFineRow,
  updateFineFigures,
} from './fines.repository';
import { readMemberNames } from './reminders.repository';

/** The first day of a period from its key: 'YYYY-MM' (monthly) or the start date (weekly, fortnightly). */
export function periodStartOf(periodKey: string): string {
  return periodKey.length === 7 ? `${periodKey}-01` : periodKey;
}

/**
 * Members per entry of raised fines: the database checks an entry's balance once per line, reading all its
 * lines, so an entry of n lines costs n² line reads; a large group's day is split into entries of this many
 * members (two lines each).
 */
const MEMBERS_PER_RAISE_ENTRY = 500;

export type TSettleResult = {
  /** Journal entries posted. */
  postings: number;
  /** Fine figures moved: fines raised or lowered and paid parts booked, each counted once. */
  moves: number;
};

type TPayMove = Pick<TFineMoveInput, 'fine' | 'cents' | 'target' | 'postingNumber'>;

const fineDebts = (standing: TStanding) =>
  new Map(standing.debts.filter((debt) => debt.kind === 'fine').map((debt) => [debt.periodKey, debt]));

/** The fine rows the book lacks: periods where the engine has a fine (or a paid part) and no row exists. */
function missingRows(
  organizationId: string,
  versions: TRuleVersion[],
  standings: Map<string, TStanding>,
  rows: Map<string, Map<string, TFineRow>>,
): TNewFineRow[] {
  const missing: TNewFineRow[] = [];
  for (const [userId, standing] of standings) {
    for (const debt of fineDebts(standing).values()) {
      if (rows.get(userId)?.has(debt.periodKey)) continue;
      if (debt.amountCents === 0 && debt.paidCents === 0) continue;
      missing.push({
        organizationId,
        userId,
        periodKey: debt.periodKey,
        periodLabel: debt.periodLabel,
        ruleVersion: (findVersionOn(versions, periodStartOf(debt.periodKey)) ?? versions[0])?.version ?? 0,
        raisedOn: debt.dueOn,
      });
    }
  }
  return missing;
}

/**
 * The differences between one fine as posted and the engine's debt (none: the engine no longer has it):
 * the raise (unless waived: its waiver reversed it) and the paid part, each taking the fine's next posting
 * number, and the figures the row then holds.
 */
function planFine(row: TFineRow, debt: TDebt | undefined) {
  const targetAmount = debt?.amountCents ?? 0;
  const targetPaid = debt?.paidCents ?? 0;
  let postingNumber = row.postings;
  let raise: TRaiseMove | undefined;
  let pay: TPayMove | undefined;
  if (!row.waivedAt && targetAmount !== row.amountCents) {
    postingNumber += 1;
    raise = { fine: row, cents: targetAmount - row.amountCents, target: targetAmount, postingNumber };
  }
  if (targetPaid !== row.paidCents) {
    postingNumber += 1;
    pay = { fine: row, cents: targetPaid - row.paidCents, target: targetPaid, postingNumber };
  }
  const figures: TFineFigures | undefined =
    postingNumber === row.postings
      ? undefined
      : {
          id: row.id,
          amountCents: raise ? targetAmount : row.amountCents,
          paidCents: targetPaid,
          postings: postingNumber,
        };
  return { raise, pay, figures };
}

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Brings the organization's fines on the master book to what the engine says (ADR 0022), for the members
 * whose standings are given: for every period, the difference between the engine's fine and the fine
 * posted so far (fines receivable against fine income), and between the part of it the member's payments
 * cleared and what was posted as paid (member funds against fines receivable). The day's raised fines are
 * one entry for the organization (lines per member); each paid part is its own entry, since the member's
 * statement shows it with the fine's period; all of them go in a few multi-row inserts. A waived fine's
 * amount stays as posted (its waiver reversed it); the engine then allocates nothing to it, so any paid
 * part returns to the member's contributions. Afterwards each member's fines receivable equals the
 * engine's outstanding fines. Call under lockRulesRun.
 */
export async function settleOrganizationFines(
  tx: TDbOrTx,
  input: {
    organizationId: string;
    versions: TRuleVersion[];
    /** The engine's standing of each member, by user id. */
    standings: Map<string, TStanding>;
    entryDate: string;
    createdBy: string | null;
  },
): Promise<TSettleResult> {
  const { organizationId, standings } = input;
  const rows = await readOrganizationFineRows(tx, organizationId);
  for (const row of await insertFineRows(tx, missingRows(organizationId, input.versions, standings, rows))) {
    const periods = rows.get(row.userId) ?? new Map<string, TFineRow>();
    periods.set(row.periodKey, row);
    rows.set(row.userId, periods);
  }
  const raises: TRaiseMove[] = [];
  const pays: TPayMove[] = [];
  const figures: TFineFigures[] = [];
  for (const [userId, standing] of standings) {
    const debts = fineDebts(standing);
    for (const row of rows.get(userId)?.values() ?? []) {
      const plan = planFine(row, debts.get(row.periodKey));
      if (plan.raise) raises.push(plan.raise);
      if (plan.pay) pays.push(plan.pay);
      if (plan.figures) figures.push(plan.figures);
    }
  }
  if (figures.length === 0) return { postings: 0, moves: 0 };
  const names = await readMemberNames(tx, [...new Set([...raises, ...pays].map((move) => move.fine.userId))]);
  const memberName = (userId: string) => names.get(userId) ?? null;
  const common = { entryDate: input.entryDate, createdBy: input.createdBy };
  const raiseEntries = chunksOf(
    [...new Set(raises.map((move) => move.fine.userId))],
    MEMBERS_PER_RAISE_ENTRY,
  ).flatMap((userIds) => {
    const members = new Set(userIds);
    const entry = raisedFinesEntry({
      ...common,
      organizationId,
      moves: raises.filter((move) => members.has(move.fine.userId)),
      memberName,
    });
    return entry ? [entry] : [];
  });
  const payEntries = pays.map((move) =>
    fineMoveEntry({ ...common, ...move, move: 'pay', memberName: memberName(move.fine.userId) }),
  );
  const { posted } = await postJournalEntries(tx, organizationId, [...raiseEntries, ...payEntries]);
  await updateFineFigures(tx, organizationId, figures);
  return { postings: posted, moves: raises.length + pays.length };
}
