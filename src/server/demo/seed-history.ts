import type { TDbOrTx } from '../db/client';
import { seedBurialCover } from './seed-burial-cover';
import { seedCashEvents } from './seed-cash-events';
import { seedJoinRequests, seedReports } from './seed-community';
import type { TSeededIds } from './seed-context';
import { createSeedContext } from './seed-context';
import { seedContributions } from './seed-contributions';
import { seedGroupRules } from './seed-group-rules';
import { seedLoans } from './seed-loans';
import { seedReceipts } from './seed-receipts';
import { seedRotation } from './seed-rotation';
import { planRotationSeed } from './seed-rotation-plan';
import { seedSubmissions } from './seed-submissions';

/**
 * Twelve months of money, receipts, join requests and submissions for the demo organizations.
 * Deterministic for a given `today`: a fixed-seed generator, dates relative to today's calendar date.
 * Every money event is posted through the ledger service, so the ledger invariants hold.
 */
export async function seedHistory(db: TDbOrTx, ids: TSeededIds, today: Date): Promise<void> {
  const ctx = createSeedContext(db, ids, today);
  const rotation = planRotationSeed(ctx);
  await seedContributions(ctx, rotation);
  await seedLoans(ctx);
  await seedCashEvents(ctx);
  await seedRotation(ctx, rotation);
  await seedReceipts(ctx);
  await seedJoinRequests(ctx);
  await seedSubmissions(ctx);
  await seedReports(ctx);
  await seedGroupRules(ctx);
  await seedBurialCover(ctx);
}
