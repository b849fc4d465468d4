import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../testing/test-app';

/**
 * Every API route called as every kind of actor. Organization routes are called on organization A.
 * Add a row for each new route; the route-table test in auth/guards.int.test.ts catches unguarded ones.
 * Platform staff are no members of A: a row's `expect` says what they get from a read or from what
 * Organization Management changes, and every other write of theirs in A is refused (see `expectedFor`).
 */
const ACTORS = ['anonymous', 'memberA', 'adminA', 'memberB', 'adminB', 'siteAdmin', 'developer'] as const;
type TActorName = (typeof ACTORS)[number];
type TRow = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (orgA: string) => string;
  /** JSON body, for routes that validate one (sent with our Origin, like the browser does). */
  json?: unknown;
  expect: Record<TActorName, number>;
};

const everyone = (status: number) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<TActorName, number>;
const signedIn = { ...everyone(200), anonymous: 401 };
const signedInRefused = (status: number) => ({ ...everyone(status), anonymous: 401 });
const membersOfA = {
  anonymous: 401,
  memberA: 200,
  adminA: 200,
  memberB: 404,
  adminB: 404,
  siteAdmin: 200,
  developer: 200,
};

/** Routes for organization A's admins: refused to its plain member, hidden from organization B. */
const adminsOfA = (status: number): Record<TActorName, number> => ({
  anonymous: 401,
  memberA: 403,
  adminA: status,
  memberB: 404,
  adminB: 404,
  siteAdmin: status,
  developer: status,
});
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Platform administration: site_admin and developer; everyone else refused. */
const staffOnly = (status: number): Record<TActorName, number> => ({
  ...everyone(403),
  anonymous: 401,
  siteAdmin: status,
  developer: status,
});
/** Security and system logs: developers only, site_admin refused too. */
const developerOnly = (status: number): Record<TActorName, number> => ({
  ...everyone(403),
  anonymous: 401,
  developer: status,
});

const MATRIX: TRow[] = [
  { method: 'GET', path: () => '/api/health', expect: everyone(200) },
  { method: 'GET', path: () => '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: () => '/api/v1/me', expect: signedIn },
  { method: 'GET', path: () => '/api/v1/feature-flags', expect: signedIn },
  // The signed-in user's own account. Bodies are invalid or ids unknown, so nothing is changed.
  { method: 'PATCH', path: () => '/api/v1/me/profile', json: { fullName: 5 }, expect: signedInRefused(400) },
  { method: 'GET', path: () => '/api/v1/me/settings', expect: signedIn },
  { method: 'PATCH', path: () => '/api/v1/me/settings', json: {}, expect: signedInRefused(400) },
  { method: 'GET', path: () => '/api/v1/me/sessions', expect: signedIn },
  // Each actor has one session: there is no other one to end.
  { method: 'POST', path: () => '/api/v1/me/sessions/revoke-others', json: {}, expect: signedIn },
  { method: 'DELETE', path: () => `/api/v1/me/sessions/${UNKNOWN_ID}`, expect: signedInRefused(404) },
  { method: 'PUT', path: () => '/api/v1/me/photo', expect: signedInRefused(400) },
  { method: 'DELETE', path: () => '/api/v1/me/photo', expect: signedIn },
  { method: 'GET', path: () => `/api/v1/users/${UNKNOWN_ID}/photo`, expect: signedInRefused(404) },
  { method: 'GET', path: () => '/api/v1/me/data', expect: signedIn },
  { method: 'GET', path: () => '/api/v1/me/deletion-blockers', expect: signedIn },
  { method: 'DELETE', path: () => '/api/v1/me', json: {}, expect: signedInRefused(400) },
  { method: 'POST', path: () => '/api/v1/unsubscribe', json: { token: 'forged' }, expect: everyone(400) },
  { method: 'POST', path: () => '/unsubscribe?token=forged', expect: everyone(400) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/context`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/contributions`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/contributions/stats`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/analytics?period=1y`, expect: adminsOfA(200) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/analytics?period=2y`, expect: adminsOfA(400) },
  // Reports: an empty body or an unknown id, so nothing is queued.
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/reports`, json: {}, expect: adminsOfA(400) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/reports`, expect: adminsOfA(200) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/reports/${UNKNOWN_ID}`, expect: adminsOfA(404) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/reports/${UNKNOWN_ID}/pdf`, expect: adminsOfA(404) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/reports/${UNKNOWN_ID}/csv`, expect: adminsOfA(404) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/statements/2025/all`, expect: adminsOfA(200) },
  {
    // Your own statement: staff who are not members of the organization have none.
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/statements/2025`,
    expect: { ...membersOfA, siteAdmin: 404, developer: 404 },
  },
  {
    // An empty body: whoever passes the guards gets the validation error, so nothing is written.
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/contributions`,
    json: {},
    expect: {
      anonymous: 401,
      memberA: 403,
      adminA: 400,
      memberB: 404,
      adminB: 404,
      siteAdmin: 400,
      developer: 400,
    },
  },
  {
    // Switching a flag to the state it already has: the matrix must not change what other rows see.
    method: 'PATCH',
    path: () => '/api/v1/admin/feature-flags/contributions',
    json: { enabled: true },
    expect: { ...everyone(403), anonymous: 401, siteAdmin: 200, developer: 200 },
  },
  // Organizations (browse, create, join) and one organization's settings, members, join requests and overrides.
  // Bodies are invalid or ids unknown, so whoever passes the guards gets 400/404/409 and nothing is written.
  { method: 'GET', path: () => '/api/v1/organizations', expect: signedIn },
  {
    method: 'POST',
    path: () => '/api/v1/organizations',
    json: {},
    expect: { ...everyone(400), anonymous: 401 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/organizations/${orgA}/join-requests`,
    json: { message: 5 },
    expect: { ...everyone(400), anonymous: 401 },
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}`, expect: membersOfA },
  { method: 'PATCH', path: (orgA) => `/api/v1/orgs/${orgA}`, json: {}, expect: adminsOfA(400) },
  { method: 'PATCH', path: (orgA) => `/api/v1/orgs/${orgA}/settings`, json: {}, expect: adminsOfA(400) },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/archive`, json: {}, expect: adminsOfA(400) },
  {
    // Organization A is not archived: staff get past the guard and are told so.
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/restore`,
    expect: { ...adminsOfA(409), adminA: 403 },
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/members`, expect: adminsOfA(200) },
  {
    method: 'PATCH',
    path: (orgA) => `/api/v1/orgs/${orgA}/members/${UNKNOWN_ID}`,
    json: {},
    expect: adminsOfA(400),
  },
  { method: 'DELETE', path: (orgA) => `/api/v1/orgs/${orgA}/members/${UNKNOWN_ID}`, expect: adminsOfA(404) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/members/without-account`,
    json: { members: [] },
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/members/${UNKNOWN_ID}/invitations`,
    json: {},
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/members/${UNKNOWN_ID}/merge`,
    json: { intoMembershipId: UNKNOWN_ID },
    expect: adminsOfA(400),
  },
  // A claim is anyone's who holds a code; a code that names nothing is refused alike.
  {
    method: 'POST',
    path: () => '/api/v1/member-claims',
    json: { code: 'AAAA-BBBB-CCCC' },
    expect: signedInRefused(404),
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/join-requests`, expect: adminsOfA(200) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/join-requests/${UNKNOWN_ID}/approve`,
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/join-requests/${UNKNOWN_ID}/reject`,
    expect: adminsOfA(404),
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/feature-flags`, expect: adminsOfA(200) },
  {
    method: 'PUT',
    path: (orgA) => `/api/v1/orgs/${orgA}/feature-flags/loans`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    // No override exists, so resetting changes nothing.
    method: 'DELETE',
    path: (orgA) => `/api/v1/orgs/${orgA}/feature-flags/loans`,
    expect: adminsOfA(200),
  },
  // Loans: bodies are empty and loan ids unknown, so whoever passes the guards gets 400/404 and nothing is written.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/loans`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/loans/stats`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/loans/export`, expect: membersOfA },
  // Rotation: organization A is not a stokvel, so whoever passes the guards is told there is no rotation (404)
  // or has an empty body refused (400); nothing is written.
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation`,
    expect: { ...membersOfA, memberA: 404, adminA: 404, siteAdmin: 404, developer: 404 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/cycles`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'PUT',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/cycles/${UNKNOWN_ID}/order`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'PUT',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/cycles/${UNKNOWN_ID}/members/${UNKNOWN_ID}/collateral`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/cycles/${UNKNOWN_ID}/swaps`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/swaps/${UNKNOWN_ID}/accept`,
    expect: { ...membersOfA, memberA: 404, adminA: 404, siteAdmin: 404, developer: 404 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/swaps/${UNKNOWN_ID}/decline`,
    expect: { ...membersOfA, memberA: 404, adminA: 404, siteAdmin: 404, developer: 404 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/rotation/cycles/${UNKNOWN_ID}/rounds/1/payout`,
    expect: adminsOfA(404),
  },
  // Two to sign: the policy and the approvals board are for the organization's admins.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/approval-policy`, expect: adminsOfA(200) },
  { method: 'PUT', path: (orgA) => `/api/v1/orgs/${orgA}/approval-policy`, json: {}, expect: adminsOfA(400) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/approvals`, expect: adminsOfA(200) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/approvals/${UNKNOWN_ID}/approve`,
    json: {},
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/approvals/${UNKNOWN_ID}/cancel`,
    json: {},
    expect: adminsOfA(404),
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/loans/terms`, expect: membersOfA },
  { method: 'PUT', path: (orgA) => `/api/v1/orgs/${orgA}/loans/terms`, json: {}, expect: adminsOfA(400) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}`,
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/statement`,
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/approve`,
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/reject`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/disburse`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/default`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/write-off`,
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/repayments`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/repayments/submit`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    // Not a form: whoever passes the guards is told to send the slip; nothing is stored.
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/repayments/submit-with-slip`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/contributions/submit-with-slip`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    // Unknown slip: the same 404 for everyone who may enter the organization.
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/payment-slips/${UNKNOWN_ID}`,
    expect: { ...membersOfA, memberA: 404, adminA: 404, siteAdmin: 404, developer: 404 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/repayments/${UNKNOWN_ID}/confirm`,
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/repayments/${UNKNOWN_ID}/fail`,
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/repayments/${UNKNOWN_ID}/reverse`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/loans/${UNKNOWN_ID}/reverse-disbursement`,
    json: {},
    expect: adminsOfA(400),
  },
  // Closing the books: every member sees the closed months; closing needs ledger.close_period. The month
  // has not ended, so whoever passes the guards is refused and nothing is closed.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/books`, expect: membersOfA },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/books/close`,
    json: { month: '2999-01' },
    expect: adminsOfA(409),
  },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/books/close`, json: {}, expect: adminsOfA(400) },
  // The books' start: a date in the future is refused to whoever passes the guards, so nothing moves.
  {
    method: 'PUT',
    path: (orgA) => `/api/v1/orgs/${orgA}/books/start`,
    json: { booksStartOn: '2999-01-01' },
    expect: adminsOfA(400),
  },
  // The opening position: those who read the books see it; an empty position is refused to whoever may post.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/books/opening`, expect: adminsOfA(200) },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/books/opening`, json: {}, expect: adminsOfA(400) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/books/opening/reversal`,
    json: {},
    expect: adminsOfA(400),
  },
  // The group's own file: the template, an upload (an empty body is refused to whoever passes) and an import
  // that does not exist.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/group-imports/template`, expect: adminsOfA(200) },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/group-imports`, json: {}, expect: adminsOfA(400) },
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/group-imports/00000000-0000-4000-8000-000000000000`,
    expect: adminsOfA(404),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/group-imports/00000000-0000-4000-8000-000000000000/confirm`,
    json: {},
    expect: adminsOfA(404),
  },
  // Group rules: every member reads the rules and their own standing; adding a version needs rules.manage
  // (an empty body is refused by whoever passes the guard); the arrears list is for those who see every member.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/rules`, expect: membersOfA },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/rules`, json: {}, expect: adminsOfA(400) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/standing/me`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/arrears`, expect: adminsOfA(200) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/arrears/export`, expect: adminsOfA(200) },
  // Burial plans and cover: organization A is no burial society, so whoever passes the guard is refused (403);
  // an empty body is refused first (400); plans and the register need burial.manage.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/burial/plans`, expect: adminsOfA(403) },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/burial/plans`, json: {}, expect: adminsOfA(400) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/plans/${UNKNOWN_ID}/versions`,
    json: {},
    expect: adminsOfA(400),
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/policies`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/dependants`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'DELETE',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/dependants/${UNKNOWN_ID}`,
    expect: adminsOfA(403),
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/burial/cover/me`, expect: adminsOfA(403) },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/burial/cover-register`, expect: adminsOfA(403) },
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/members-without-policy`,
    expect: adminsOfA(403),
  },
  {
    method: 'PUT',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/policies/main-member/document`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'PUT',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/dependants/${UNKNOWN_ID}/studying`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/burial/policies/accept-terms`,
    json: {},
    expect: { ...membersOfA, memberA: 400, adminA: 400, siteAdmin: 400, developer: 400 },
  },
  // Year-end share-out: every member reads the table; proposing and posting need shareout.manage (an empty
  // body is refused, an unknown share-out not found, by whoever passes the guard).
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/share-outs/preview?startsOn=2025-01-01&endsOn=2025-12-31`,
    expect: membersOfA,
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/share-outs/latest`, expect: membersOfA },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/share-outs`, json: {}, expect: adminsOfA(400) },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/share-outs/${UNKNOWN_ID}/post`,
    json: {},
    expect: adminsOfA(404),
  },
  // A member's share-out statement: their own (another member's is not found), any member's for admins.
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/share-outs/${UNKNOWN_ID}/statements/${UNKNOWN_ID}`,
    expect: { ...membersOfA, memberA: 404, adminA: 404, siteAdmin: 404, developer: 404 },
  },
  // Platform administration. Ids are unknown and bodies empty, so whoever passes the guard gets 404/400.
  { method: 'GET', path: () => '/api/v1/admin/users', expect: staffOnly(200) },
  { method: 'GET', path: () => '/api/v1/admin/users?role=site_admin&search=a', expect: staffOnly(200) },
  { method: 'GET', path: () => `/api/v1/admin/users/${UNKNOWN_ID}`, expect: staffOnly(404) },
  { method: 'PATCH', path: () => `/api/v1/admin/users/${UNKNOWN_ID}`, json: {}, expect: staffOnly(404) },
  {
    method: 'POST',
    path: () => `/api/v1/admin/users/${UNKNOWN_ID}/suspend`,
    json: {},
    expect: staffOnly(404),
  },
  { method: 'POST', path: () => `/api/v1/admin/users/${UNKNOWN_ID}/restore`, expect: staffOnly(404) },
  { method: 'DELETE', path: () => `/api/v1/admin/users/${UNKNOWN_ID}`, expect: staffOnly(404) },
  { method: 'GET', path: () => '/api/v1/admin/organizations', expect: staffOnly(200) },
  { method: 'GET', path: () => `/api/v1/admin/organizations/${UNKNOWN_ID}`, expect: staffOnly(404) },
  { method: 'DELETE', path: () => `/api/v1/admin/organizations/${UNKNOWN_ID}`, expect: staffOnly(404) },
  { method: 'GET', path: () => '/api/v1/admin/early-access', expect: staffOnly(200) },
  { method: 'GET', path: () => '/api/v1/admin/early-access/export', expect: staffOnly(200) },
  {
    method: 'PATCH',
    path: () => `/api/v1/admin/early-access/${UNKNOWN_ID}`,
    json: { contacted: true },
    expect: staffOnly(404),
  },
  { method: 'GET', path: () => '/api/v1/admin/contact-messages', expect: staffOnly(200) },
  {
    method: 'PATCH',
    path: () => `/api/v1/admin/contact-messages/${UNKNOWN_ID}`,
    json: { handled: true },
    expect: staffOnly(404),
  },
  { method: 'GET', path: () => '/api/v1/admin/site-activity', expect: staffOnly(200) },
  { method: 'GET', path: () => '/api/v1/admin/security', expect: developerOnly(200) },
  { method: 'GET', path: () => '/api/v1/admin/logs', expect: developerOnly(200) },
  { method: 'GET', path: () => '/api/v1/admin/logs/export', expect: developerOnly(200) },
  // better-auth's own admin endpoints are closed to everyone: staff act through /api/v1/admin (ADR 15).
  { method: 'GET', path: () => '/api/auth/admin/list-users', expect: everyone(403) },
  { method: 'POST', path: () => '/api/auth/admin/ban-user', json: {}, expect: everyone(403) },
  // Submissions: every signed-in user sends and reads their own; the organization's list is for its admins,
  // the site operators' for staff. Bodies are invalid or ids unknown, so nothing is written.
  {
    method: 'POST',
    path: () => '/api/v1/submissions',
    json: {},
    expect: { ...everyone(400), anonymous: 401 },
  },
  { method: 'GET', path: () => '/api/v1/submissions/mine', expect: signedIn },
  {
    method: 'GET',
    path: () => '/api/v1/submissions/site',
    expect: { ...everyone(403), anonymous: 401, siteAdmin: 200, developer: 200 },
  },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/submissions`, expect: adminsOfA(200) },
  {
    method: 'GET',
    path: () => `/api/v1/submissions/${UNKNOWN_ID}`,
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    method: 'PATCH',
    path: () => `/api/v1/submissions/${UNKNOWN_ID}`,
    json: { status: 'resolved' },
    expect: { ...everyone(404), anonymous: 401 },
  },
  // Receipts: members see their own, admins the organization's; unknown ids are 404 whoever asks.
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/receipts`, expect: membersOfA },
  { method: 'GET', path: (orgA) => `/api/v1/orgs/${orgA}/receipts/stats`, expect: membersOfA },
  { method: 'POST', path: (orgA) => `/api/v1/orgs/${orgA}/receipts`, json: {}, expect: adminsOfA(400) },
  {
    // A period without receipts: whoever passes the guards is told so, and nothing is drawn.
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/receipts/batch?from=2001-01-01&to=2001-01-31`,
    expect: adminsOfA(404),
  },
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/receipts/${UNKNOWN_ID}`,
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    method: 'GET',
    path: (orgA) => `/api/v1/orgs/${orgA}/receipts/${UNKNOWN_ID}/pdf`,
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    method: 'POST',
    path: (orgA) => `/api/v1/orgs/${orgA}/receipts/${UNKNOWN_ID}/email`,
    json: { recipientEmail: 'matrix@example.test' },
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    method: 'GET',
    path: () => '/api/v1/receipts/verify/RCP-1763971200000-AAAAAA?code=AAAAAAAAAAAA',
    expect: everyone(404),
  },
  // Public site writes: anyone may call them. Actors go in order, so only the first early-access signup is new.
  {
    method: 'POST',
    path: () => '/api/v1/site/early-access',
    json: { email: 'matrix@example.test' },
    expect: { ...everyone(409), anonymous: 201 },
  },
  {
    method: 'POST',
    path: () => '/api/v1/site/contact',
    json: { name: 'Matrix', email: 'matrix@example.test', message: 'Hello' },
    expect: everyone(201),
  },
  { method: 'POST', path: () => '/api/v1/site/not-found', json: { path: '/missing' }, expect: everyone(201) },
];

/** What staff may still change in an organization they are not a member of (ADR 60). */
const STAFF_VIEW_CHANGES = new Set([
  'PATCH /api/v1/orgs/:orgA',
  'PATCH /api/v1/orgs/:orgA/settings',
  'POST /api/v1/orgs/:orgA/archive',
  'POST /api/v1/orgs/:orgA/restore',
  'PUT /api/v1/orgs/:orgA/feature-flags/loans',
  'DELETE /api/v1/orgs/:orgA/feature-flags/loans',
]);

const nameOf = (row: TRow) => `${row.method} ${row.path(':orgA')}`;

/** The row's statuses, with staff refused any other write in organization A before its body is read. */
function expectedFor(row: TRow): Record<TActorName, number> {
  const name = nameOf(row);
  const isOrgWrite = row.method !== 'GET' && name.includes(' /api/v1/orgs/:orgA');
  if (!isOrgWrite || STAFF_VIEW_CHANGES.has(name)) return row.expect;
  return { ...row.expect, siteAdmin: 403, developer: 403 };
}

let app: TTestApp;
let orgA: string;
const cookies = new Map<TActorName, string>();

beforeAll(async () => {
  app = await createTestApp();
  const memberA = await createSignedInUser(app);
  const adminA = await createSignedInUser(app);
  const memberB = await createSignedInUser(app);
  const adminB = await createSignedInUser(app);
  const siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  const developer = await createSignedInUser(app, { platformRole: 'developer' });
  orgA = await createOrganization(app, { adminUserId: adminA.userId, memberUserIds: [memberA.userId] });
  await createOrganization(app, { adminUserId: adminB.userId, memberUserIds: [memberB.userId] });
  for (const [name, actor] of Object.entries({ memberA, adminA, memberB, adminB, siteAdmin, developer })) {
    cookies.set(name as TActorName, actor.cookie);
  }
});

afterAll(async () => {
  await app.close();
});

describe('authorization matrix', () => {
  it.each(MATRIX.map((row) => [nameOf(row), row] as const))('%s', async (_name, row) => {
    const statuses: Record<string, number> = {};
    for (const actor of ACTORS) {
      const cookie = cookies.get(actor);
      const response = await app.request(row.path(orgA), {
        method: row.method,
        ...(cookie ? { cookie } : {}),
        ...(row.json !== undefined ? { json: row.json } : {}),
      });
      statuses[actor] = response.status;
    }
    expect(statuses).toEqual(expectedFor(row));
  });
});
