/**
 * The live-update topics: the server publishes `{ topic, organizationId }` after a commit
 * (server/platform/realtime/events.ts) and the web client's query keys start with the same names
 * (web/lib/query-keys.ts), so a change refreshes exactly the queries of its topic. One list, so the two sides
 * cannot drift.
 */
export const LIVE_TOPICS = [
  'contributions',
  'loans',
  'transactions',
  'receipts',
  'reports',
  'submissions',
  'feature_flags',
  'organization_feature_flags',
  'join_requests',
  'memberships',
  'organizations',
  'approvals',
  'group_rules',
  'standings',
  'fines',
  'bank',
  'rotation',
  'cover',
  'claims',
  'meetings',
] as const;

export type TLiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * How far back a live-update stream that opens may ask to hear of the changes it missed (GET /api/v1/events
 * `replayMs`): the page's data is read first, the stream opens once the page is drawn.
 */
export const MAX_EVENTS_REPLAY_MS = 60_000;
