/**
 * What other features read of contributions, through this door only: the completed contributions that count
 * as paid, a member's last payment, the state of some contributions, the maintained totals, and single
 * contributions. Recording and changing them goes through contribution-writes.service.
 */
export {
  isContributionReversed,
  listCompletedContributions,
  readContribution,
  readContributionStates,
  readLastCompletedDates,
} from './contribution-reads';
export {
  findContribution,
  listCompletedMonths,
  readContributionSummary,
} from './contributions.repository';
