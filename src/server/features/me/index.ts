/** What other features read of a person's own records, through this door only: a user with their profile. */
export { findUserWithProfile } from './me.repository';
