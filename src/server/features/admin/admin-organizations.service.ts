import type {
  TAdminOrganization,
  TAdminOrganizationDetail,
  TAdminOrganizationList,
  TAdminOrganizationListQuery,
} from '../../../shared/contracts/admin';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { lockOrganization } from '../organizations/index';
import {
  deleteOrganizationWithEmptyBooks,
  findOrganizationRow,
  hasEmptyBooks,
  listLedgerBalances,
  listOrganizationAdmins,
  listOrganizations,
  readBookActivity,
} from './admin-organizations.repository';
import type { TStaffContext } from './admin-users.service';

/** The master book's money accounts: what the group holds (DESIGN decision 9). */
const CASH_ACCOUNTS = new Set(['cash', 'bank']);

type TOrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganizationRow>>>;

function toAdminOrganization(row: TOrganizationRow): TAdminOrganization {
  return {
    id: row.id,
    name: row.name,
    organizationType: row.organizationType,
    description: row.description,
    email: row.email,
    phone: row.phone,
    memberCount: Number(row.memberCount),
    status: row.active ? 'active' : 'archived',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Platform staff (admin.organizations): a page of organizations by name or description, type and status. */
export async function listAdminOrganizations(
  db: TDb,
  query: TAdminOrganizationListQuery,
): Promise<TAdminOrganizationList> {
  const { rows, total } = await listOrganizations(db, query);
  return { organizations: rows.map(toAdminOrganization), total, limit: query.limit, offset: query.offset };
}

/** Platform staff: one organization with its admins, balances from the master book and last activity. */
export async function getAdminOrganization(
  db: TDb,
  organizationId: string,
): Promise<TAdminOrganizationDetail> {
  const row = await findOrganizationRow(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  const [admins, balances, activity, isEmpty] = await Promise.all([
    listOrganizationAdmins(db, organizationId),
    listLedgerBalances(db, organizationId),
    readBookActivity(db, organizationId),
    hasEmptyBooks(db, organizationId),
  ]);
  return {
    ...toAdminOrganization(row),
    admins,
    balances,
    cashCents: balances
      .filter((account) => CASH_ACCOUNTS.has(account.code))
      .reduce((sum, account) => sum + account.balanceCents, 0),
    journalEntryCount: activity.journalEntryCount,
    lastActivityAt: activity.lastActivityAt?.toISOString() ?? null,
    isDeletable: isEmpty,
  };
}

const ARCHIVE_INSTEAD =
  'This organization has records in its books and cannot be deleted. Archive it instead.';

/**
 * Platform staff: deletes an organization whose books are empty (no journal entry, contribution or loan,
 * nothing else that refers to it). Anything in the books refuses with CONFLICT: archive it instead. Audited.
 */
export async function deleteAdminOrganization(
  db: TDb,
  context: TStaffContext,
  organizationId: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const organization = await lockOrganization(tx, organizationId);
      if (!organization) throw new AppError('NOT_FOUND', 'Organization not found');
      if (!(await hasEmptyBooks(tx, organizationId))) throw new AppError('CONFLICT', ARCHIVE_INSTEAD);
      await deleteOrganizationWithEmptyBooks(tx, organizationId);
      await writeAudit(tx, {
        organizationId,
        actorUserId: context.actor.userId,
        action: 'organization.deleted',
        targetType: 'organization',
        targetId: organizationId,
        summary: { name: organization.name, type: organization.organizationType },
        requestId: context.requestId,
      });
      await publishChange(tx, { topic: 'memberships', organizationId });
    });
  } catch (error) {
    // Records added by other features (receipts, reports...) keep the organization through their foreign keys.
    if (readPgErrorCode(error) === '23503') throw new AppError('CONFLICT', ARCHIVE_INSTEAD);
    throw error;
  }
}
