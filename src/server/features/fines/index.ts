/**
 * What other features read of fines and of the rules engine's inputs, through this door only: one fine, the
 * periods whose fine an admin waived, and the payments the engine counts. Raising, waiving and paying fines
 * goes through fines.service.
 */
export { findFine } from './fines.repository';
export { readRulePayments, readWaivedPeriods } from './rule-inputs.repository';
