import { describeStaffView, STAFF_VIEW_ACTION } from '../../../../shared/access';
import { column, figure, table } from '../../../../shared/report-parts';
import {
  findReversals,
  listAuditRows,
  listEntriesInRange,
  listLinesInRange,
  readMemberNames,
} from '../report-ledger.repository';
import { getSastMidnight, type TBuildInput, type TBuiltReport, TRANSACTION_TYPE_LABELS } from './report-kit';

const shortId = (id: string) => id.slice(0, 8);

function addOneDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Transaction Audit Report: every journal entry dated in the period with each of its lines, who recorded
 * it and who confirmed (posted) it, reversals linked both ways, and the audit-log rows of the period
 * (SAST days).
 */
export async function buildTransactionAudit(input: TBuildInput): Promise<TBuiltReport> {
  const { db, organizationId, range } = input;
  const entries = await listEntriesInRange(db, organizationId, range);
  const lines = await listLinesInRange(db, organizationId, range);
  await input.onProgress(40);
  const reversedBy = await findReversals(
    db,
    organizationId,
    entries.map((entry) => entry.id),
  );
  const audit = await listAuditRows(
    db,
    organizationId,
    getSastMidnight(range.from),
    getSastMidnight(addOneDay(range.to)),
  );
  await input.onProgress(60);
  const people = new Set<string>();
  for (const entry of entries) {
    if (entry.createdBy) people.add(entry.createdBy);
    if (entry.recordedBy) people.add(entry.recordedBy);
  }
  for (const line of lines) if (line.memberUserId) people.add(line.memberUserId);
  for (const row of audit) if (row.actorUserId) people.add(row.actorUserId);
  const names = await readMemberNames(db, [...people]);
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? 'No name') : null);

  const entryRows = entries.map((entry) => ({
    entry: shortId(entry.id),
    date: entry.entryDate,
    type: TRANSACTION_TYPE_LABELS[entry.transactionType],
    description: entry.description,
    recordedBy: nameOf(entry.recordedBy ?? entry.createdBy),
    confirmedBy: nameOf(entry.createdBy),
    reverses: entry.reversalOf ? shortId(entry.reversalOf) : null,
    reversedBy: reversedBy.has(entry.id) ? shortId(reversedBy.get(entry.id) ?? '') : null,
  }));
  const entryDates = new Map(entries.map((entry) => [entry.id, entry.entryDate]));
  const lineRows = lines.map((line) => ({
    entry: shortId(line.entryId),
    date: entryDates.get(line.entryId) ?? null,
    account: line.accountName,
    member: nameOf(line.memberUserId),
    debit: Math.max(line.amountCents, 0),
    credit: line.amountCents < 0 ? -line.amountCents : 0,
  }));
  const debitTotal = lineRows.reduce((sum, row) => sum + row.debit, 0);
  const creditTotal = lineRows.reduce((sum, row) => sum + row.credit, 0);
  const reversals = entries.filter((entry) => entry.reversalOf).length;

  return {
    figures: [
      figure('entries', 'Journal entries', 'count', entries.length),
      figure('lines', 'Journal lines', 'count', lines.length),
      figure('total_debits', 'Total debits', 'money', debitTotal),
      figure('total_credits', 'Total credits', 'money', creditTotal),
      figure('reversals', 'Reversals', 'count', reversals),
      figure('audit_rows', 'Audit-log rows', 'count', audit.length),
    ],
    tables: [
      table({
        key: 'entries',
        title: 'Journal entries',
        columns: [
          column('entry', 'Entry'),
          column('date', 'Date', 'date'),
          column('type', 'Type'),
          column('description', 'Description'),
          column('recordedBy', 'Recorded by'),
          column('confirmedBy', 'Confirmed by'),
          column('reverses', 'Reverses'),
          column('reversedBy', 'Reversed by'),
        ],
        rows: entryRows,
        emptyText: 'No journal entries in this period',
      }),
      table({
        key: 'lines',
        title: 'Journal lines',
        columns: [
          column('entry', 'Entry'),
          column('date', 'Date', 'date'),
          column('account', 'Account'),
          column('member', 'Member'),
          column('debit', 'Debit', 'money'),
          column('credit', 'Credit', 'money'),
        ],
        rows: lineRows,
        totals: {
          entry: 'Total',
          date: null,
          account: null,
          member: null,
          debit: debitTotal,
          credit: creditTotal,
        },
        emptyText: 'No journal lines in this period',
      }),
      table({
        key: 'audit_log',
        title: 'Audit log',
        columns: [
          column('at', 'When', 'datetime'),
          column('actor', 'Who'),
          column('action', 'Action'),
          column('target', 'Target'),
        ],
        rows: audit.map((row) => ({
          at: row.createdAt.toISOString(),
          actor: nameOf(row.actorUserId) ?? 'System',
          action: row.action === STAFF_VIEW_ACTION ? describeStaffView(nameOf(row.actorUserId)) : row.action,
          target: row.targetId ? `${row.targetType} ${shortId(row.targetId)}` : row.targetType,
        })),
        emptyText: 'No audit-log rows in this period',
      }),
    ],
    chart: null,
    notes: [
      'Recorded by is who entered the payment; confirmed by is who posted it to the master book. Entries are shown by their first eight characters.',
      'Audit-log rows are those written between midnight at the start and midnight at the end of the period, South African time.',
      'Platform staff who look at the organization without being a member are listed once for every fifteen minutes they look.',
    ],
  };
}
