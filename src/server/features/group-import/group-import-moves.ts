import { z } from 'zod';
import { ZGroupImportPreview } from '../../../shared/contracts/group-import';
import { formatNumber } from '../../../shared/format';
import { AppError } from '../../platform/errors';
import { registerApprovalOperation } from '../approvals';
import { confirmGroupImport, toGroupImport } from './group-import.service';
import { queueGroupImportWrite } from './group-import-job';
import { findGroupImport } from './group-imports.repository';

export const ZConfirmGroupImport = z.object({ importId: z.uuid('Import not found') });

/**
 * Writing a group's file enters members, an opening position and years of history at once: where the
 * group has two admins, the second signs it, whatever the policy's amounts (ADR 0068).
 */
export const confirmGroupImportMove = registerApprovalOperation({
  name: 'books.confirm_import',
  payload: ZConfirmGroupImport,
  describe: async (ctx, { importId }) => {
    const row = await findGroupImport(ctx.db, ctx.org.organizationId, importId);
    if (!row?.preview) throw new AppError('NOT_FOUND', 'Import not found');
    const preview = ZGroupImportPreview.parse(row.preview);
    return {
      amountCents: preview.cashAfterCents,
      memberUserId: null,
      description: `Import ${row.fileName}: ${formatNumber(preview.members.newCount)} new members, ${formatNumber(preview.contributions.newCount)} contributions`,
    };
  },
  isHeld: () => true,
  isAlwaysHeld: true,
  readMoveTarget: ({ importId }) => importId,
  execute: async (ctx, { importId }) => toGroupImport(await confirmGroupImport(ctx, importId)),
  // Once the confirmation is committed, the write's job finds the import confirmed.
  afterCommit: (ctx, { importId }) =>
    queueGroupImportWrite({ importId, organizationId: ctx.org.organizationId }),
});
