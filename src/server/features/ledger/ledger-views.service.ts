import { can } from '../../../shared/access';
import type {
  TJournalPage,
  TMemberStatement,
  TStatementQuery,
  TTrialBalance,
} from '../../../shared/contracts/ledger';
import { formatCents } from '../../../shared/money';
import { csvLabel, csvRand, toCsv } from '../../platform/csv';
import { isOrganizationMember, readDisplayName } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import type { TReadContext } from '../../platform/money/money-context';
import {
  hasMemberHistory,
  listAccountBalances,
  listJournalPage,
  listMemberAccountLines,
} from './ledger.repository';

/** Organization admins and staff (ledger.read): a page of the journal, each entry with its lines. */
export async function getJournalPage(
  ctx: TReadContext,
  page: { limit: number; offset: number },
): Promise<TJournalPage> {
  const { entries, lines, total, isTotalCapped } = await listJournalPage(
    ctx.db,
    ctx.org.organizationId,
    page,
  );
  return {
    total,
    isTotalCapped,
    limit: page.limit,
    offset: page.offset,
    items: entries.map((entry) => ({
      id: entry.id,
      entryDate: entry.entryDate,
      description: entry.description,
      transactionType: entry.transactionType,
      reversalOf: entry.reversalOf,
      createdAt: entry.createdAt.toISOString(),
      lines: lines
        .filter((line) => line.entryId === entry.id)
        .map((line) => ({
          accountCode: line.accountCode,
          accountName: line.accountName,
          memberUserId: line.memberUserId,
          memberName: line.memberName,
          debitCents: Math.max(line.amountCents, 0),
          creditCents: Math.max(-line.amountCents, 0),
        })),
    })),
  };
}

/** Organization admins and staff (ledger.read): every account's balance as a debit or a credit. */
export async function getTrialBalance(ctx: TReadContext): Promise<TTrialBalance> {
  const accounts = (await listAccountBalances(ctx.db, ctx.org.organizationId)).map((account) => ({
    code: account.code,
    name: account.name,
    type: account.type,
    debitCents: Math.max(account.balanceCents, 0),
    creditCents: Math.max(-account.balanceCents, 0),
  }));
  return {
    accounts,
    totalDebitCents: accounts.reduce((sum, account) => sum + account.debitCents, 0),
    totalCreditCents: accounts.reduce((sum, account) => sum + account.creditCents, 0),
  };
}

/**
 * Any member for themselves; admins and staff (ledger.read) for any member of the organization:
 * the member's savings between two dates — opening balance, each movement, closing balance.
 */
export async function getMemberStatement(
  ctx: TReadContext,
  query: TStatementQuery,
): Promise<TMemberStatement> {
  const isOwn = query.memberId === ctx.actor.userId;
  if (!isOwn && !can({ role: ctx.org.role }, 'ledger.read')) {
    throw new AppError('FORBIDDEN', 'You can only see your own statement');
  }
  // A former member's history stays readable to admins: the book still names them.
  const isKnown =
    (await isOrganizationMember(ctx.db, ctx.org.organizationId, query.memberId)) ||
    (await hasMemberHistory(ctx.db, ctx.org.organizationId, query.memberId));
  if (!isKnown) throw new AppError('NOT_FOUND', 'Member not found in this organization');
  const { openingCents, movements } = await listMemberAccountLines(ctx.db, {
    organizationId: ctx.org.organizationId,
    memberUserId: query.memberId,
    accountCode: 'member_funds',
    from: query.from,
    to: query.to,
  });
  // Member funds are credits (negative); a member's savings read as positive.
  let balance = -openingCents;
  const rows = movements.map((movement) => {
    balance -= movement.amountCents;
    return { ...movement, amountCents: -movement.amountCents, balanceCents: balance };
  });
  return {
    memberUserId: query.memberId,
    memberName: await readDisplayName(ctx.db, query.memberId),
    from: query.from,
    to: query.to,
    openingBalanceCents: -openingCents,
    movements: rows,
    closingBalanceCents: balance,
  };
}

/** The member statement as CSV: each amount formatted and as a number a spreadsheet can sum, types as labels. */
export function toStatementCsv(statement: TMemberStatement): string {
  const money = (cents: number) => formatCents(cents, { currencySign: 'accounting' });
  const balanceRow = (date: string, label: string, cents: number) => [
    date,
    label,
    '',
    '',
    '',
    money(cents),
    csvRand(cents),
  ];
  return toCsv(
    ['Date', 'Description', 'Type', 'Amount (ZAR)', 'Amount', 'Balance (ZAR)', 'Balance'],
    [
      balanceRow(statement.from, 'Opening balance', statement.openingBalanceCents),
      ...statement.movements.map((row) => [
        row.date,
        row.description,
        csvLabel(row.transactionType),
        money(row.amountCents),
        csvRand(row.amountCents),
        money(row.balanceCents),
        csvRand(row.balanceCents),
      ]),
      balanceRow(statement.to, 'Closing balance', statement.closingBalanceCents),
    ],
  );
}
