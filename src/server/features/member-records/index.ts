/** Members without an account, the invitations that let a person claim such a record, and the claim. */
export { createMemberRecordRoutes } from './member-records.routes';
