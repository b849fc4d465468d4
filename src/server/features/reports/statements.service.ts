import { zipSync } from 'fflate';
import { getTodayIso } from '../../../shared/calendar';
import type { TReportContent } from '../../../shared/contracts/reports';
import { formatDate } from '../../../shared/format';
import { column, figure, table } from '../../../shared/report-parts';
import type { TDb } from '../../db/client';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import { renderReportPdf } from '../../platform/pdf/report-pdf';
import { listMemberProfiles } from '../organizations/index';
import { readRotationDebt } from '../rotation/rotation-status';
import { getDayBefore, TRANSACTION_TYPE_LABELS } from './builders/report-kit';
import { readMemberNames, readOrganizationName } from './report-ledger.repository';
import { listMemberEntries, listMemberReceipts, readMemberPosition } from './statements.repository';

export type TStatementContext = { db: TDb; org: TOrgAccess; actor: TSessionUser };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'member';

/** The rotation debt in words: which rounds were missed after being paid, and any collateral pledged. */
function describeRotationDebt(debt: NonNullable<Awaited<ReturnType<typeof readRotationDebt>>>): string {
  const rounds = debt.missedRounds.join(', ');
  const owed = formatPdfMoney(debt.owesCents);
  const collateral = debt.collateralNote
    ? `Collateral pledged: ${debt.collateralNote}.`
    : 'No collateral pledged.';
  const repaid = debt.repaidCents > 0 ? ` after paying back ${formatPdfMoney(debt.repaidCents)}` : '';
  return `Rotation: you missed round${debt.missedRounds.length > 1 ? 's' : ''} ${rounds} after being paid your pot, so you owe the group ${owed}${repaid}. ${collateral}`;
}

/** One member's year in one organization, from the ledger: opening and closing positions, every entry, receipts. */
export async function buildStatementContent(
  db: TDb,
  input: {
    organizationId: string;
    organizationName: string;
    userId: string;
    memberName: string;
    year: number;
  },
): Promise<TReportContent> {
  const range = { from: `${input.year}-01-01`, to: `${input.year}-12-31` };
  const { organizationId, userId } = input;
  const [opening, closing, entries, receiptRows, rotationDebt] = await Promise.all([
    readMemberPosition(db, organizationId, userId, getDayBefore(range.from)),
    readMemberPosition(db, organizationId, userId, range.to),
    listMemberEntries(db, organizationId, userId, range),
    listMemberReceipts(db, organizationId, userId, range),
    readRotationDebt(db, organizationId, userId, getTodayIso()),
  ]);
  const contributed = entries.reduce((sum, entry) => sum + entry.contributionCents, 0);
  const openingDay = formatDate(getDayBefore(range.from));
  const closingDay = formatDate(range.to);
  return {
    reportType: 'member_activity',
    title: `Annual statement ${input.year}: ${input.memberName}`,
    organizationName: input.organizationName,
    startDate: range.from,
    endDate: range.to,
    generatedAt: new Date().toISOString(),
    figures: [
      figure('opening_contributions', `Contributions by ${openingDay}`, 'money', opening.contributedCents),
      figure('year_contributions', `Contributed in ${input.year}`, 'money', contributed),
      figure('closing_contributions', `Contributions by ${closingDay}`, 'money', closing.contributedCents),
      figure('opening_loan', `Loan owed on ${openingDay}`, 'money', opening.loanOwedCents),
      figure('closing_loan', `Loan owed on ${closingDay}`, 'money', closing.loanOwedCents),
      figure('receipts', 'Receipts', 'count', receiptRows.length),
      ...(rotationDebt
        ? [figure('rotation_owed', 'Owed to the group (rotation)', 'money', rotationDebt.owesCents)]
        : []),
    ],
    tables: [
      table({
        key: 'entries',
        title: 'Contributions, loans, repayments and payouts',
        columns: [
          column('date', 'Date', 'date'),
          column('description', 'Description'),
          column('type', 'Type'),
          column('contribution', 'Contribution', 'money'),
          column('loan', 'Loan principal', 'money'),
          column('interest', 'Interest paid', 'money'),
          column('payout', 'Paid to you', 'money'),
        ],
        rows: entries.map((entry) => ({
          date: entry.date,
          description: entry.isReversal ? `${entry.description} (reversal)` : entry.description,
          type: TRANSACTION_TYPE_LABELS[entry.type],
          contribution: entry.contributionCents || null,
          loan: entry.loanCents || null,
          interest: entry.interestCents || null,
          payout: entry.payoutCents || null,
        })),
        emptyText: `Nothing was recorded for you in ${input.year}`,
      }),
      table({
        key: 'receipts',
        title: 'Receipts',
        columns: [
          column('number', 'Receipt'),
          column('date', 'Date', 'date'),
          column('description', 'Description'),
          column('status', 'Status'),
          column('amount', 'Amount', 'money'),
        ],
        rows: receiptRows.map((receipt) => ({
          number: receipt.receiptNumber,
          date: receipt.receiptDate,
          description: receipt.description ?? receipt.category ?? '',
          status: receipt.status,
          amount: receipt.amountCents,
        })),
        emptyText: `No receipts in ${input.year}`,
      }),
    ],
    chart: null,
    notes: [
      ...(rotationDebt ? [describeRotationDebt(rotationDebt)] : []),
      'Loan principal is positive when lent to you and negative when repaid; contributions are net of reversals.',
      'Dates are calendar dates in South African time.',
    ],
  };
}

/** A member of the organization (statement.read_own): their own statement of the year, as a PDF. */
export async function getOwnStatementPdf(ctx: TStatementContext, year: number) {
  if (ctx.org.membershipRole === null)
    throw new AppError('NOT_FOUND', 'You are not a member of this organization');
  const organizationName = await readOrganizationName(ctx.db, ctx.org.organizationId);
  const names = await readMemberNames(ctx.db, [ctx.actor.userId]);
  const memberName = names.get(ctx.actor.userId) ?? ctx.actor.name;
  const content = await buildStatementContent(ctx.db, {
    organizationId: ctx.org.organizationId,
    organizationName,
    userId: ctx.actor.userId,
    memberName,
    year,
  });
  return {
    data: await renderReportPdf(content),
    filename: `statement-${slug(organizationName)}-${year}.pdf`,
  };
}

/** Organization admins and staff (report.read): every member's statement of the year in one ZIP. */
export async function getAllStatementsZip(ctx: TStatementContext, year: number) {
  const organizationName = await readOrganizationName(ctx.db, ctx.org.organizationId);
  const members = await listMemberProfiles(ctx.db, ctx.org.organizationId);
  const files: Record<string, Uint8Array> = {};
  for (const member of members) {
    const memberName = member.deletedAt ? 'Former member' : (member.name ?? member.email ?? 'No name');
    const content = await buildStatementContent(ctx.db, {
      organizationId: ctx.org.organizationId,
      organizationName,
      userId: member.userId,
      memberName,
      year,
    });
    const name = `${slug(memberName)}-${member.userId.slice(0, 8)}-${year}.pdf`;
    files[name] = new Uint8Array(await renderReportPdf(content));
  }
  return {
    data: Buffer.from(zipSync(files, { level: 0 })),
    filename: `statements-${slug(organizationName)}-${year}.zip`,
  };
}
