/**
 * What other features read of group rules, through this door only: the rule versions as the engine reads
 * them, the payments standings count, and the members expected to contribute. Setting rules goes through
 * rule-versions.service.
 */
export { listCompletedPayments, listEngineVersions, readMembersForExpected } from './group-rules.repository';
export { refreshStandings } from './standings.service';
