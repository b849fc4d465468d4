import type {
  TColumnMapping,
  TImportStatement,
  TStatementImport,
} from '../../../shared/contracts/bank-statements';
import { ZImportOutcome } from '../../../shared/contracts/bank-statements';
import type { TDb } from '../../db/client';
import type { THeavyWork } from '../../platform/cpu/heavy-work';
import { AppError } from '../../platform/errors';
import type { TJob, TJobQueue } from '../../platform/jobs/job-queue';
import type { TLogger } from '../../platform/logger';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage } from '../../platform/storage/storage';
import { storeStatement } from './statement-import.service';
import {
  claimStatementImport,
  findStatementImport,
  finishStatementImport,
  insertStatementImport,
  listUnfinishedStatementImports,
  setStatementImportStep,
  type TStatementImportRow,
} from './statement-imports.repository';

export const STATEMENT_IMPORT_JOB = 'bank_statement.import';
/** An import not moved on for this long was left by a server that died; it is taken up again. */
const IMPORT_LEASE_SECONDS = 120;
/** An import waiting for one of its organization's places asks again this often, for up to 10 minutes. */
const PLACE_RETRY_SECONDS = 5;
const PLACE_RETRIES = 120;

export type TStatementImportJobData = { importId: string; organizationId: string; requestId: string | null };
export type TStatementImportDeps = { db: TDb; storage: TStorage; heavyWork: THeavyWork; logger: TLogger };

const importFileKey = (organizationId: string, importId: string) =>
  `statement-imports/${organizationId.toLowerCase()}/${importId.toLowerCase()}.b64`;

/** Thrown while the organization's places are taken: the queue tries the import again shortly. */
class WaitingForPlace extends Error {}

export function toStatementImport(row: TStatementImportRow): TStatementImport {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    progress: row.progress,
    outcome: row.outcome ? ZImportOutcome.parse(row.outcome) : null,
    failure:
      row.status === 'failed'
        ? { code: row.failureCode ?? 'INTERNAL', message: row.failureMessage ?? 'Not imported' }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Admins (bank.reconcile): keeps the upload in the shared store and queues its import (ADR 64); answers at
 * once with the import, which the admin's screen follows to its outcome.
 */
export async function startStatementImport(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor' | 'requestId'>,
  deps: { storage: TStorage; jobs: TJobQueue },
  input: TImportStatement,
): Promise<TStatementImport> {
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  const importId = crypto.randomUUID();
  const fileKey = importFileKey(organizationId, importId);
  await deps.storage.put(fileKey, Buffer.from(input.contentBase64, 'latin1'), 'text/plain');
  const row = await insertStatementImport(ctx.db, {
    id: importId,
    organizationId,
    fileName: input.fileName,
    fileKey,
    mapping: input.mapping ?? null,
    createdBy: ctx.actor.userId,
  });
  await sendStatementImportJob(deps.jobs, { importId, organizationId, requestId: ctx.requestId });
  return toStatementImport(row);
}

export async function readStatementImport(
  ctx: Pick<TMoneyContext, 'db' | 'org'>,
  importId: string,
): Promise<TStatementImport> {
  const row = await findStatementImport(ctx.db, ctx.org.organizationId, importId);
  if (!row) throw new AppError('NOT_FOUND', 'Statement import not found');
  return toStatementImport(row);
}

/**
 * Runs one import: waits its turn while the organization's places for heavy work are taken (on any
 * server), reads the file and stores its lines. A refusal (a file that cannot be read, the day's lines
 * spent) ends it with the message the admin sees; the file is removed once the import has ended.
 */
export async function runStatementImport(
  deps: TStatementImportDeps,
  job: Pick<TJob<TStatementImportJobData>, 'data' | 'isLastAttempt'>,
): Promise<void> {
  const { db, storage } = deps;
  const { importId, organizationId, requestId } = job.data;
  const row = await claimStatementImport(db, importId, IMPORT_LEASE_SECONDS);
  if (!row) return;
  const announce = () => publishChange(db, { topic: 'bank', organizationId });
  const end = async (failure?: { code: string; message: string }) => {
    if (failure) {
      await finishStatementImport(db, organizationId, importId, {
        status: 'failed',
        failureCode: failure.code,
        failureMessage: failure.message,
      });
    }
    await storage.remove(row.fileKey);
    await announce();
  };
  const place = await deps.heavyWork.tryTakePlace(organizationId);
  if (!place) {
    if (job.isLastAttempt) {
      return end({
        code: 'RATE_LIMITED',
        message: 'The group had other imports or downloads running for too long: import the statement again',
      });
    }
    await setStatementImportStep(db, organizationId, importId, { status: 'queued', progress: 0 });
    throw new WaitingForPlace('waiting for a place for heavy work');
  }
  try {
    await announce();
    const file = await storage.get(row.fileKey);
    if (!file) return await end({ code: 'VALIDATION_FAILED', message: 'The file could not be read' });
    await storeStatement(db, {
      importId,
      organizationId,
      actorUserId: row.createdBy,
      requestId,
      fileName: row.fileName,
      contentBase64: Buffer.from(file.data).toString('latin1'),
      mapping: (row.mapping ?? undefined) as TColumnMapping | undefined,
    });
    await end();
  } catch (error) {
    if (error instanceof AppError) return await end({ code: error.code, message: error.message });
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.error('statement import failed', { importId, reason });
    if (!job.isLastAttempt) throw error;
    await end({ code: 'INTERNAL', message: 'The statement could not be imported: import it again' });
  } finally {
    await place.release();
  }
}

export function defineStatementImportJob(queue: TJobQueue, deps: TStatementImportDeps): void {
  queue.define<TStatementImportJobData>({
    name: STATEMENT_IMPORT_JOB,
    expireInSeconds: IMPORT_LEASE_SECONDS * 2,
    retryLimit: PLACE_RETRIES,
    retryDelaySeconds: PLACE_RETRY_SECONDS,
    isBackingOff: false,
    // Two at once per server: one organization's import waiting its turn does not hold another's.
    workers: 2,
    handler: (job) => runStatementImport(deps, job),
  });
}

async function sendStatementImportJob(queue: TJobQueue, data: TStatementImportJobData): Promise<void> {
  await queue.send(STATEMENT_IMPORT_JOB, data, { singletonKey: data.importId });
}

/** After a start, queues every import not finished: asked for before a restart, or left by a dead server. */
export async function resumeStatementImports(queue: TJobQueue, db: TDb): Promise<number> {
  const unfinished = await listUnfinishedStatementImports(db);
  for (const row of unfinished) {
    await sendStatementImportJob(queue, {
      importId: row.id,
      organizationId: row.organizationId,
      requestId: null,
    });
  }
  return unfinished.length;
}
