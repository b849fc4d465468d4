import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TReceipt, TReceiptList } from '../../../shared/contracts/receipts';
import { receipts } from '../../db/schema';
import type { TTestApp } from '../../testing/test-app';
import { callLoans, readJson, type TActor, type TLoanWorld, today } from '../loans/loans.testing';

/** Calls `/api/v1/orgs/<orgId>/receipts<path>` as the actor. */
export function callReceipts(
  world: Pick<TLoanWorld, 'app' | 'orgId'>,
  method: 'GET' | 'POST',
  path: string,
  actor: TActor | null,
  options: { json?: unknown; key?: string } = {},
) {
  return callLoans(world, method as 'GET' | 'POST', `/receipts${path}`, actor, options);
}

export async function recordContribution(
  world: TLoanWorld,
  member: TActor,
  amountCents: number,
  key?: string,
) {
  return callLoans(world, 'POST', '/contributions', world.admin, {
    json: { userId: member.userId, contributionDate: today, amountCents, paymentMethod: 'eft' },
    ...(key ? { key } : {}),
  });
}

export async function submitContribution(world: TLoanWorld, member: TActor, amountCents: number) {
  return readJson<TContribution>(
    await callLoans(world, 'POST', '/contributions/submit', member, {
      json: {
        contributionDate: today,
        amountCents,
        paymentMethod: 'eft',
        referenceNumber: `EFT-${randomUUID().slice(0, 6)}`,
      },
    }),
    201,
  );
}

/** The receipt rows of a source, straight from the database (there must never be two). */
export async function readReceiptRows(
  app: TTestApp,
  orgId: string,
  source: { contributionId: string } | { loanRepaymentId: string },
) {
  return app.database.db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.organizationId, orgId),
        'contributionId' in source
          ? eq(receipts.contributionId, source.contributionId)
          : eq(receipts.loanRepaymentId, source.loanRepaymentId),
      ),
    );
}

/** Every receipt the actor can list, all pages. */
export async function listAllReceipts(world: TLoanWorld, actor: TActor, search = '') {
  const items: TReceipt[] = [];
  for (;;) {
    const query = new URLSearchParams({ limit: '100', offset: String(items.length), search });
    const page = await readJson<TReceiptList>(await callReceipts(world, 'GET', `?${query}`, actor), 200);
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return { items, total: page.total };
  }
}
