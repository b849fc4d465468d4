import type { TGroupImport, TStartGroupImport } from '../../../shared/contracts/group-import';
import type { TDb } from '../../db/client';
import type { THeavyWork } from '../../platform/cpu/heavy-work';
import { AppError } from '../../platform/errors';
import type { TJob, TJobQueue } from '../../platform/jobs/job-queue';
import type { TLogger } from '../../platform/logger';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage } from '../../platform/storage/storage';
import { previewGroupImport, toGroupImport, writeGroupImport } from './group-import.service';
import {
  claimGroupImport,
  insertGroupImport,
  listUnfinishedGroupImports,
  updateGroupImport,
} from './group-imports.repository';

export const GROUP_IMPORT_JOB = 'group_import.run';
const LEASE_SECONDS = 300;
const PLACE_RETRY_SECONDS = 5;
const PLACE_RETRIES = 120;

/** `step` names the job apart: the dry run ('read') and the write once confirmed ('write'). */
export type TGroupImportJobData = { importId: string; organizationId: string; step: 'read' | 'write' };
export type TGroupImportDeps = { db: TDb; storage: TStorage; heavyWork: THeavyWork; logger: TLogger };

class WaitingForPlace extends Error {}

const fileKeyOf = (organizationId: string, importId: string) =>
  `group-imports/${organizationId.toLowerCase()}/${importId.toLowerCase()}.bin`;

/**
 * Organization admins: keeps the group's file in the shared store and queues its dry run (ADR 0068);
 * answers at once with the import, which the admin's screen follows to its preview.
 */
export async function startGroupImport(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  deps: { storage: TStorage; jobs: TJobQueue },
  input: TStartGroupImport,
): Promise<TGroupImport> {
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  const importId = crypto.randomUUID();
  const fileKey = fileKeyOf(organizationId, importId);
  await deps.storage.put(fileKey, Buffer.from(input.contentBase64, 'base64'), 'application/octet-stream');
  const row = await insertGroupImport(ctx.db, {
    id: importId,
    organizationId,
    fileName: input.fileName,
    fileKey,
    mapping: input.mapping ?? null,
    openingCashCents: input.openingCashCents,
    createdBy: ctx.actor.userId,
  });
  await sendGroupImportJob(deps.jobs, { importId, organizationId, step: 'read' });
  return toGroupImport(row);
}

/**
 * Runs an import's step: its dry run, or (once confirmed) the write. Waits its turn while the
 * organization's places for heavy work are taken. A refusal ends the import with the message the admin
 * sees; the file is removed once nothing more will read it.
 */
export async function runGroupImport(
  deps: TGroupImportDeps,
  job: Pick<TJob<TGroupImportJobData>, 'data' | 'isLastAttempt'>,
): Promise<void> {
  const { db, storage } = deps;
  const { importId, organizationId } = job.data;
  const row = await claimGroupImport(db, importId, LEASE_SECONDS);
  if (!row) return;
  const announce = () => publishChange(db, { topic: 'organizations', organizationId });
  const fail = async (code: string, message: string) => {
    await updateGroupImport(db, organizationId, importId, {
      status: 'failed',
      progress: 100,
      failureCode: code,
      failureMessage: message.slice(0, 500),
    });
    await storage.remove(row.fileKey);
    await announce();
  };
  const place = await deps.heavyWork.tryTakePlace(organizationId);
  if (!place) {
    if (job.isLastAttempt)
      return fail('RATE_LIMITED', 'The group had other imports running for too long: import the file again');
    if (row.status === 'reading')
      await updateGroupImport(db, organizationId, importId, { status: 'queued', progress: 0 });
    throw new WaitingForPlace('waiting for a place for heavy work');
  }
  try {
    await announce();
    const file = await storage.get(row.fileKey);
    if (!file) return await fail('VALIDATION_FAILED', 'The file could not be read');
    if (row.status === 'confirming') {
      await writeGroupImport(db, row, file.data);
      await storage.remove(row.fileKey);
    } else {
      await previewGroupImport(db, row, file.data);
    }
    await announce();
  } catch (error) {
    if (error instanceof AppError) return await fail(error.code, error.message);
    deps.logger.error('group import failed', {
      importId,
      reason: error instanceof Error ? error.message : String(error),
    });
    if (!job.isLastAttempt) throw error;
    await fail('INTERNAL', 'The file could not be imported: import it again');
  } finally {
    await place.release();
  }
}

/**
 * The queue the write of a confirmed import goes to: a handle to the shared queue (every instance's jobs
 * are in the database), set when the job is defined, since a confirmation approved by a second admin
 * reaches the write through the approvals route.
 */
let writeQueue: TJobQueue | undefined;

/** Queues the write of an import just confirmed. */
export async function queueGroupImportWrite(data: Omit<TGroupImportJobData, 'step'>): Promise<void> {
  if (!writeQueue) throw new Error('the group import job is not defined');
  await sendGroupImportJob(writeQueue, { ...data, step: 'write' });
}

export function defineGroupImportJob(queue: TJobQueue, deps: TGroupImportDeps): void {
  writeQueue = queue;
  queue.define<TGroupImportJobData>({
    name: GROUP_IMPORT_JOB,
    expireInSeconds: LEASE_SECONDS * 2,
    retryLimit: PLACE_RETRIES,
    retryDelaySeconds: PLACE_RETRY_SECONDS,
    isBackingOff: false,
    workers: 2,
    handler: (job) => runGroupImport(deps, job),
  });
}

export async function sendGroupImportJob(queue: TJobQueue, data: TGroupImportJobData): Promise<void> {
  await queue.send(GROUP_IMPORT_JOB, data, { singletonKey: `${data.importId}:${data.step}` });
}

/** After a start, queues every import whose step had not finished. */
export async function resumeGroupImports(queue: TJobQueue, db: TDb): Promise<number> {
  const unfinished = await listUnfinishedGroupImports(db);
  for (const row of unfinished) {
    const step = row.status === 'confirming' ? 'write' : 'read';
    await sendGroupImportJob(queue, { importId: row.id, organizationId: row.organizationId, step });
  }
  return unfinished.length;
}
