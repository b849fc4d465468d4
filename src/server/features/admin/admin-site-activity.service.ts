import type { TSiteActivity } from '../../../shared/contracts/admin';
import type { TDb } from '../../db/client';
import {
  countPlatformRecords,
  countViewsPerDay,
  listNotFound,
  listReferrers,
  listTopPages,
} from './admin-site.repository';
import { listAuditRows } from './admin-users.repository';
import { toAuditRow } from './admin-users.service';

const TOP = 10;
const RECENT_ACTIVITY = 20;
const DAY_MS = 86_400_000;

/**
 * Platform staff (admin.site_activity): real counts, page views per day over `days`, top pages, referrers,
 * the 404 log and the latest audited actions. Page views carry no cookie and no personal data.
 */
export async function getSiteActivity(db: TDb, days: number, now = new Date()): Promise<TSiteActivity> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [counts, traffic, topPages, referrers, notFound, recent] = await Promise.all([
    countPlatformRecords(db),
    countViewsPerDay(db, since),
    listTopPages(db, since, TOP),
    listReferrers(db, since, TOP),
    listNotFound(db, since, 50),
    listAuditRows(db, undefined, RECENT_ACTIVITY),
  ]);
  return { counts, traffic, topPages, referrers, notFound, recentActivity: recent.map(toAuditRow) };
}
