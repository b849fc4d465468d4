import { describe, expect, it } from 'vitest';
import type { TMembershipRole, TPlatformRole } from '../../../shared/access';
import { canManageSubmission, canReadSubmission, type TSubmissionAddress } from './submission-access';

const SUBMITTER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const ORG = '33333333-3333-4333-8333-333333333333';

const toOrganization: TSubmissionAddress = {
  userId: SUBMITTER,
  targetType: 'organization',
  organizationId: ORG,
};
const toSite: TSubmissionAddress = { userId: SUBMITTER, targetType: 'site_operators', organizationId: null };

const viewer = (
  userId: string,
  membershipRole: TMembershipRole | null,
  platformRoles: TPlatformRole[] = ['user'],
) => ({ userId, membershipRole, platformRoles });

describe('who reads and who manages a submission', () => {
  it.each([
    ['the submitter, a plain member', viewer(SUBMITTER, 'member'), true, false],
    ['another member of the organization', viewer(OTHER, 'member'), false, false],
    ['an admin of the organization', viewer(OTHER, 'admin'), true, true],
    ['someone outside the organization', viewer(OTHER, null), false, false],
    ['a site admin outside the organization', viewer(OTHER, null, ['user', 'site_admin']), true, true],
    ['a developer', viewer(OTHER, null, ['developer']), true, true],
  ])('to an organization: %s reads %s, manages %s', (_name, who, canRead, canManage) => {
    expect(canReadSubmission(who, toOrganization)).toBe(canRead);
    expect(canManageSubmission(who, toOrganization)).toBe(canManage);
  });

  it.each([
    ['the submitter', viewer(SUBMITTER, null), true, false],
    ['an organization admin (admin of nothing here)', viewer(OTHER, 'admin'), false, false],
    ['a plain user', viewer(OTHER, null), false, false],
    ['a site admin', viewer(OTHER, null, ['site_admin']), true, true],
    ['a developer', viewer(OTHER, null, ['developer']), true, true],
  ])('to the site operators: %s reads %s, manages %s', (_name, who, canRead, canManage) => {
    expect(canReadSubmission(who, toSite)).toBe(canRead);
    expect(canManageSubmission(who, toSite)).toBe(canManage);
  });

  it('lets an admin who sent a request to their own organization manage it', () => {
    expect(canManageSubmission(viewer(SUBMITTER, 'admin'), toOrganization)).toBe(true);
  });
});
