import { describe, expect, it } from 'vitest';
import { ZMembershipSettingsForm, ZOrganizationDetails } from '../../../shared/contracts/organizations';

describe('membership settings form', () => {
  const base = { requireApproval: true, allowPublicJoin: false };

  it('reads an empty limit as unlimited and digits as a number', () => {
    expect(ZMembershipSettingsForm.parse({ ...base, maxMembers: '' }).maxMembers).toBeNull();
    expect(ZMembershipSettingsForm.parse({ ...base, maxMembers: ' 25 ' }).maxMembers).toBe(25);
  });

  it.each([
    ['abc', 'Maximum members must be a whole number'],
    ['2.5', 'Maximum members must be a whole number'],
    ['0', 'Maximum members must be at least 1'],
    ['100001', 'Maximum members must be at most 100000'],
  ])('refuses %s with "%s"', (maxMembers, message) => {
    const result = ZMembershipSettingsForm.safeParse({ ...base, maxMembers });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('organization details form', () => {
  it('trims, saves empty optional fields as null and defaults the type to general', () => {
    expect(
      ZOrganizationDetails.parse({ name: '  Kasi Savings ', description: ' ', email: '', phone: '' }),
    ).toEqual({
      name: 'Kasi Savings',
      description: null,
      organizationType: 'general',
      email: null,
      phone: null,
    });
  });
});
