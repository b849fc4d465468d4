import { publishChange, type TChangeEvent } from '../../src/server/platform/realtime/events';
import { readChanges, whenHeard } from '../../src/server/testing/sse';
import type { TTestApp } from '../../src/server/testing/test-app';
import type { TActorName, TWorld } from './actors';

/** The organization each non-staff actor belongs to (scripts/hard/actors.ts). */
const HOME_ORG = { memberA: 'A', adminA: 'A', memberB: 'B', adminB: 'B' } as const;

/**
 * A stream that opens asks for the changes it missed (`replayMs`): changes of every organization, and one
 * member's own record, are published, then each organization actor opens a stream asking for the last
 * minute. A repeated change naming an organization the actor is not in, or someone else's own record in
 * the actor's organization to a plain member, is a leak.
 */
export async function runReplayCheck(app: TTestApp, world: TWorld): Promise<string[]> {
  const { A, B, C } = world.orgs;
  const events: TChangeEvent[] = [
    { topic: 'contributions', organizationId: A.orgId },
    { topic: 'loans', organizationId: B.orgId },
    { topic: 'transactions', organizationId: C.orgId },
    { topic: 'submissions', organizationId: A.orgId, userId: A.adminUserId },
  ];
  const heard = whenHeard(app.events, events.length);
  for (const event of events) await publishChange(app.database.db, event);
  await heard;

  const leaks: string[] = [];
  for (const [actor, home] of Object.entries(HOME_ORG) as [TActorName, 'A' | 'B'][]) {
    const response = await app.request('/api/v1/events?replayMs=60000', {
      cookie: world.cookies[actor] ?? '',
    });
    if (response.status !== 200) {
      leaks.push(`GET /api/v1/events?replayMs as ${actor} -> ${response.status}`);
      await response.body?.cancel();
      continue;
    }
    const changes = (await readChanges(response, 50, 1000)) as TChangeEvent[];
    const ownOrgId = world.orgs[home].orgId;
    for (const change of changes) {
      const isOtherOrganization = change.organizationId !== null && change.organizationId !== ownOrgId;
      const isOthersRecord = actor === 'memberA' && change.topic === 'submissions';
      if (isOtherOrganization || isOthersRecord)
        leaks.push(`replayed to ${actor}: ${change.topic} of ${change.organizationId}`);
    }
    if (!changes.some((change) => change.organizationId === ownOrgId))
      leaks.push(`replayed to ${actor}: not its own organization's change`);
  }
  return leaks;
}
