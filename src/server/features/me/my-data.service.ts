import { strToU8, zipSync } from 'fflate';
import { centsToRandString } from '../../../shared/money';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { toCsv } from '../../platform/csv';
import { getMe } from './me.service';
import { readPersonalRecords } from './my-data.repository';
import { readUserSettings } from './profile.service';

type TTable = { header: string[]; rows: (string | number | null)[][] };

/** Each table as JSON (objects keyed by the header) and as CSV, for a person or a spreadsheet to read. */
function addTable(files: Record<string, Uint8Array>, name: string, table: TTable) {
  const objects = table.rows.map((row) => Object.fromEntries(table.header.map((key, i) => [key, row[i]])));
  files[`${name}.json`] = strToU8(JSON.stringify(objects, null, 2));
  files[`${name}.csv`] = strToU8(toCsv(table.header, table.rows));
}

const rand = (cents: number) => centsToRandString(cents);

const README = `Your Masakhane data
===================

profile.json        your account, profile and notification settings
memberships.*       the organizations you belong to and your role in each
contributions.*     every contribution recorded for you, in every organization
loans.*             your loans
repayments.*        your loan repayments
statement.*         every line of the organizations' books that names you (your statement)

Each table is given twice: as JSON and as CSV (opens in a spreadsheet). Amounts are in rand (ZAR);
the *_cents columns hold the exact figure in cents.
`;

/**
 * Any signed-in user, about themselves only (POPIA access right): a ZIP of their profile, memberships,
 * contributions, loans, repayments and statement lines across every organization. Audited.
 */
export async function exportMyData(
  db: TDb,
  actor: TSessionUser,
  requestId: string | null,
): Promise<Uint8Array> {
  const me = await getMe(db, actor);
  const settings = await readUserSettings(db, actor.userId);
  const records = await readPersonalRecords(db, actor.userId);
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(README) };
  files['profile.json'] = strToU8(
    JSON.stringify(
      { user: me.user, profile: me.profile, settings, exportedAt: new Date().toISOString() },
      null,
      2,
    ),
  );
  addTable(files, 'memberships', {
    header: ['organization', 'organization_type', 'role', 'joined_at'],
    rows: me.memberships.map((m) => [
      m.organization.name,
      m.organization.organizationType,
      m.role,
      m.joinedAt,
    ]),
  });
  addTable(files, 'contributions', {
    header: [
      'organization',
      'date',
      'amount_rand',
      'amount_cents',
      'currency',
      'payment_method',
      'reference',
      'status',
      'notes',
    ],
    rows: records.contributionRows.map(({ organization, row }) => [
      organization,
      row.contributionDate,
      rand(row.amountCents),
      row.amountCents,
      row.currency,
      row.paymentMethod,
      row.referenceNumber,
      row.status,
      row.notes,
    ]),
  });
  addTable(files, 'loans', {
    header: [
      'organization',
      'loan_date',
      'amount_rand',
      'amount_cents',
      'interest_rate_bps',
      'term_months',
      'total_repayable_cents',
      'due_date',
      'status',
      'purpose',
      'disbursed_on',
    ],
    rows: records.loanRows.map(({ organization, row }) => [
      organization,
      row.loanDate,
      rand(row.amountCents),
      row.amountCents,
      row.interestRateBps,
      row.termMonths,
      row.totalRepayableCents,
      row.dueDate,
      row.status,
      row.purpose,
      row.disbursedOn,
    ]),
  });
  addTable(files, 'repayments', {
    header: [
      'organization',
      'loan_id',
      'date',
      'amount_rand',
      'amount_cents',
      'principal_cents',
      'interest_cents',
      'status',
      'reference',
    ],
    rows: records.repaymentRows.map(({ organization, row }) => [
      organization,
      row.loanId,
      row.repaymentDate,
      rand(row.amountCents),
      row.amountCents,
      row.principalCents,
      row.interestCents,
      row.status,
      row.referenceNumber,
    ]),
  });
  addTable(files, 'statement', {
    header: [
      'organization',
      'date',
      'description',
      'transaction_type',
      'account',
      'amount_rand',
      'amount_cents',
      'currency',
      'entry_id',
    ],
    rows: records.statementRows.map((line) => [
      line.organization,
      line.entryDate,
      line.description,
      line.transactionType,
      line.account,
      rand(line.amountCents),
      line.amountCents,
      line.currency,
      line.entryId,
    ]),
  });
  await writeAudit(db, {
    organizationId: null,
    actorUserId: actor.userId,
    action: 'account.data_exported',
    targetType: 'user',
    targetId: actor.userId,
    requestId,
  });
  return zipSync(files, { level: 6 });
}
