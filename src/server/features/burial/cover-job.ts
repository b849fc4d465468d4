import { getTodayIso } from '../../../shared/calendar';
import type { TDb } from '../../db/client';
import { dailyJobRun, type TJobQueue } from '../../platform/jobs/job-queue';
import type { TLogger } from '../../platform/logger';
import type { TMailer } from '../../platform/mail/mailer';
import type { TUserMailer } from '../../platform/mail/user-mail';
import { runCoverDay } from './cover-day';

export const COVER_DAILY_JOB = 'burial-cover.daily';

/** Just after midnight, South African time: the register shows the new day's statuses from the start. */
const DAILY_CRON = '5 0 * * *';

export type TCoverJobData = { asOf?: string };

/** The daily cover job, registered like the rules job (ADR 0022): once a day across all servers. */
export function defineCoverJob(
  queue: TJobQueue,
  deps: { db: TDb; logger: TLogger; mailer: TMailer; userMailer: TUserMailer; baseUrl: string },
): void {
  queue.define<TCoverJobData>({
    name: COVER_DAILY_JOB,
    ...dailyJobRun(DAILY_CRON),
    handler: async (job) => {
      const result = await runCoverDay(deps.db, job.data.asOf ?? getTodayIso(), deps);
      deps.logger.info('burial cover day done', { ...result });
    },
  });
}

/** After a start: today's run, in case the server was down at midnight. Keyed by the day and the reason. */
export async function catchUpCover(queue: TJobQueue, reason = 'start'): Promise<void> {
  const today = getTodayIso();
  await queue.send<TCoverJobData>(
    COVER_DAILY_JOB,
    { asOf: today },
    { singletonKey: `${today}:${reason}`, isOncePerKey: true },
  );
}
