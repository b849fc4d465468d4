import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBankLine,
  TReconciliation,
  TRecordBankLineResult,
} from '../../../shared/contracts/bank-statements';
import { callLoans, readJson, type TActor } from '../../testing/fixtures/loans';
import { importStatement } from '../../testing/fixtures/statement-imports';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let orgId: string;
let admin: TActor;
let coAdmin: TActor;
const world = () => ({ app, orgId });

const STATEMENT = [
  'Date,Amount,Balance,Description',
  '2026/10/05,-7.50,992.50,#MONTHLY ACCOUNT FEE',
  '2026/10/06,20.00,1012.50,INTEREST CREDITED',
].join('\n');

async function readLine(text: string): Promise<TBankLine> {
  const list = await readJson<{ items: TBankLine[] }>(
    await callLoans(world(), 'GET', '/bank/lines', admin),
    200,
  );
  const line = list.items.find((item) => item.description.includes(text));
  if (!line) throw new Error(`no line "${text}"`);
  return line;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  coAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  orgId = await createOrganization(app, { adminUserId: admin.userId, coAdminUserIds: [coAdmin.userId] });
  await fundOrganization(app, orgId, 100_000, '2026-09-30');
  await importStatement(world(), admin, 'fnb.csv', STATEMENT);
  // Every payout, fee and expense above R0 needs a second admin.
  await readJson(
    await callLoans(world(), 'PUT', '/approval-policy', admin, {
      json: {
        payoutsAboveCents: 0,
        disbursementsAboveCents: null,
        isWriteOffGated: false,
        isReversalGated: false,
      },
    }),
    200,
  );
});

afterAll(async () => {
  await app.close();
});

describe('a bank line whose posting waits for a second admin', () => {
  it('stays unmatched while held, and the approval posts the fee and marks the line in one go', async () => {
    const fee = await readLine('MONTHLY ACCOUNT FEE');
    const held = await callLoans(world(), 'POST', `/bank/lines/${fee.id}/record`, admin, {
      json: { action: 'fee' },
    });
    const { line, approval } = await readJson<TRecordBankLineResult>(held, 202);
    expect(line.status).toBe('unmatched');
    if (!approval) throw new Error('the fee was not held');
    expect(approval.status).toBe('pending');
    expect((await readLine('MONTHLY ACCOUNT FEE')).status).toBe('unmatched');
    // The line waits for approval once: asking again, by either admin, answers with the same approval.
    for (const asker of [admin, coAdmin]) {
      const again = await callLoans(world(), 'POST', `/bank/lines/${fee.id}/record`, asker, {
        json: { action: 'fee' },
      });
      expect((await readJson<TRecordBankLineResult>(again, 202)).approval?.id).toBe(approval.id);
    }

    // The one who proposed it cannot approve it; the other admin does.
    const own = await callLoans(world(), 'POST', `/approvals/${approval.id}/approve`, admin);
    expect(own.status).toBe(403);
    const approved = await callLoans(world(), 'POST', `/approvals/${approval.id}/approve`, coAdmin);
    expect(approved.status).toBe(200);
    expect((await readLine('MONTHLY ACCOUNT FEE')).status).toBe('fee');

    // Income is not an outflow: recorded at once, never held.
    const income = await readLine('INTEREST CREDITED');
    const recorded = await readJson<TRecordBankLineResult>(
      await callLoans(world(), 'POST', `/bank/lines/${income.id}/record`, admin, {
        json: { action: 'other_income' },
      }),
      200,
    );
    expect(recorded.line.status).toBe('recorded');

    // Both lines are in the book: nothing is left to explain.
    const reconciliation = await readJson<TReconciliation>(
      await callLoans(world(), 'GET', '/bank/reconciliation?month=2026-10', admin),
      200,
    );
    expect(reconciliation).toMatchObject({ differenceCents: 0, isReconciled: true, items: [] });
  });
});
