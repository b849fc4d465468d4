import { getTodayIso } from '../../../shared/calendar';
import { dailyJobRun, type TJobQueue } from '../../platform/jobs/job-queue';
import { runGroupRulesDay, type TRulesDayDeps } from './group-rules-day';

export const GROUP_RULES_DAILY_JOB = 'group-rules.daily';

/** Every morning at six, South African time: reminders arrive at a sensible hour. */
const DAILY_CRON = '0 6 * * *';

export type TGroupRulesJobData = { asOf?: string };

/**
 * The daily rules job (ADR 0022): pg-boss sends it once a day across all servers (cron), and the 'stately'
 * policy keeps at most one waiting and one running. Each run settles every organization as of its day
 * (today unless the job names one); the run itself is idempotent, so a repeated or concurrent job posts
 * nothing twice.
 */
export function defineGroupRulesJob(queue: TJobQueue, deps: TRulesDayDeps): void {
  queue.define<TGroupRulesJobData>({
    name: GROUP_RULES_DAILY_JOB,
    ...dailyJobRun(DAILY_CRON),
    handler: async (job) => {
      const result = await runGroupRulesDay(deps, undefined, job.data.asOf ?? getTodayIso());
      deps.logger.info('group rules day done', { ...result });
    },
  });
}

/**
 * After a start: today's run, in case the server was down when the cron fired (a run for today covers
 * every day missed). Keyed by the day, so several servers starting together queue it once; `reason` keys a
 * further run the same day (after seeding demo data).
 */
export async function catchUpGroupRules(queue: TJobQueue, reason = 'start'): Promise<void> {
  const today = getTodayIso();
  await queue.send<TGroupRulesJobData>(
    GROUP_RULES_DAILY_JOB,
    { asOf: today },
    { singletonKey: `${today}:${reason}`, isOncePerKey: true },
  );
}
