import { describe, expect, it } from 'vitest';
import { ORGANIZATION_TYPES, type TOrganizationType } from '../organization-types';
import {
  FEATURE_KEYS,
  isFeatureAvailable,
  isFeatureKey,
  isFeatureOfferedToType,
  type TFeatureFlagState,
  type TFeatureKey,
} from './features';
import { ROLES, type TRole } from './roles';

type TFlagSetting = 'absent' | 'true' | 'false';

const FLAG_SETTINGS: readonly TFlagSetting[] = ['absent', 'true', 'false'];

function toRows(featureKey: string, setting: TFlagSetting): TFeatureFlagState[] {
  return setting === 'absent' ? [] : [{ featureKey, enabled: setting === 'true' }];
}

/** The spec's rule for everyone but platform staff, written out: [global flag][override] -> available. */
const EXPECTED_FOR_MEMBERS: Record<TFlagSetting, Record<TFlagSetting, boolean>> = {
  absent: { absent: true, true: true, false: false },
  true: { absent: true, true: true, false: false },
  false: { absent: false, true: false, false: false },
};

const EXPECTED_BY_ROLE: Record<TRole, (global: TFlagSetting, override: TFlagSetting) => boolean> = {
  user: (global, override) => EXPECTED_FOR_MEMBERS[global][override],
  organization_admin: (global, override) => EXPECTED_FOR_MEMBERS[global][override],
  site_admin: () => true,
  developer: () => true,
};

const FLAG_CASES = ROLES.flatMap((role) =>
  FLAG_SETTINGS.flatMap((global) =>
    FLAG_SETTINGS.map((override) => ({
      role,
      global,
      override,
      expected: EXPECTED_BY_ROLE[role](global, override),
    })),
  ),
);

describe('isFeatureAvailable: global flag x organization override x role', () => {
  it('covers all 36 combinations', () => {
    expect(FLAG_CASES).toHaveLength(36);
  });

  it.each(FLAG_CASES)(
    'global $global, override $override, role $role -> $expected',
    ({ role, global, override, expected }) => {
      for (const featureKey of ['contributions', 'reports'] satisfies TFeatureKey[]) {
        const available = isFeatureAvailable({
          featureKey,
          role,
          flags: toRows(featureKey, global),
          overrides: toRows(featureKey, override),
          organizationType: 'general',
        });
        expect(available).toBe(expected);
      }
    },
  );

  it('treats an anonymous or still-loading role (null) like a member', () => {
    for (const global of FLAG_SETTINGS) {
      for (const override of FLAG_SETTINGS) {
        const available = isFeatureAvailable({
          featureKey: 'receipts',
          role: null,
          flags: toRows('receipts', global),
          overrides: toRows('receipts', override),
          organizationType: null,
        });
        expect(available).toBe(EXPECTED_FOR_MEMBERS[global][override]);
      }
    }
  });
});

describe('isFeatureAvailable: flags are matched by feature key', () => {
  it("ignores other features' flags and overrides", () => {
    const available = isFeatureAvailable({
      featureKey: 'analytics',
      role: 'user',
      flags: [
        { featureKey: 'reports', enabled: false },
        { featureKey: 'analytics', enabled: true },
      ],
      overrides: [{ featureKey: 'loans', enabled: false }],
      organizationType: 'stokvel',
    });
    expect(available).toBe(true);
  });

  it('lets a disabling row win when two rows disagree', () => {
    const base = { featureKey: 'members', role: 'organization_admin', organizationType: 'general' } as const;
    const conflicting = [
      { featureKey: 'members', enabled: true },
      { featureKey: 'members', enabled: false },
    ];
    expect(isFeatureAvailable({ ...base, flags: conflicting, overrides: [] })).toBe(false);
    expect(isFeatureAvailable({ ...base, flags: [], overrides: conflicting })).toBe(false);
  });

  it('applies flags to keys outside FEATURE_KEYS too, and enables them by default', () => {
    const base = { featureKey: 'two_factor', role: 'user', overrides: [], organizationType: null } as const;
    expect(isFeatureAvailable({ ...base, flags: [] })).toBe(true);
    expect(isFeatureAvailable({ ...base, flags: [{ featureKey: 'two_factor', enabled: false }] })).toBe(
      false,
    );
  });
});

/** Types a feature is NOT offered to; every other (type, feature) pair is offered. */
const NOT_OFFERED: Record<TOrganizationType, readonly TFeatureKey[]> = {
  stokvel: ['loans'],
  burial_society: [],
  cooperative: [],
  investment_club: [],
  general: [],
  sacco: [],
  community_fund: [],
  non_profit: [],
};

const TYPE_CASES = ORGANIZATION_TYPES.flatMap((type) =>
  FEATURE_KEYS.map((featureKey) => ({ type, featureKey, expected: !NOT_OFFERED[type].includes(featureKey) })),
);

describe('organization-type rules', () => {
  it('covers every type and every feature key', () => {
    expect(TYPE_CASES).toHaveLength(ORGANIZATION_TYPES.length * FEATURE_KEYS.length);
    expect(TYPE_CASES).toHaveLength(80);
  });

  it.each(TYPE_CASES)('$featureKey offered to $type -> $expected', ({ type, featureKey, expected }) => {
    expect(isFeatureOfferedToType(featureKey, type)).toBe(expected);
    const asMember = { featureKey, flags: [], overrides: [], organizationType: type } as const;
    expect(isFeatureAvailable({ ...asMember, role: 'user' })).toBe(expected);
    expect(isFeatureAvailable({ ...asMember, role: 'organization_admin' })).toBe(expected);
    expect(isFeatureAvailable({ ...asMember, role: null })).toBe(expected);
    expect(isFeatureAvailable({ ...asMember, role: 'site_admin' })).toBe(true);
    expect(isFeatureAvailable({ ...asMember, role: 'developer' })).toBe(true);
  });

  it('allows every feature when no type is known', () => {
    for (const featureKey of FEATURE_KEYS) {
      expect(isFeatureOfferedToType(featureKey, null)).toBe(true);
    }
  });

  it('does not let an enabling override or flag bring loans to a stokvel', () => {
    const available = isFeatureAvailable({
      featureKey: 'loans',
      role: 'organization_admin',
      flags: [{ featureKey: 'loans', enabled: true }],
      overrides: [{ featureKey: 'loans', enabled: true }],
      organizationType: 'stokvel',
    });
    expect(available).toBe(false);
  });

  it('still applies the flags to a type that is offered the feature', () => {
    const available = isFeatureAvailable({
      featureKey: 'loans',
      role: 'user',
      flags: [{ featureKey: 'loans', enabled: true }],
      overrides: [{ featureKey: 'loans', enabled: false }],
      organizationType: 'burial_society',
    });
    expect(available).toBe(false);
  });
});

describe('isFeatureKey', () => {
  it('recognises the ten feature keys only', () => {
    expect(FEATURE_KEYS.filter(isFeatureKey)).toHaveLength(10);
    expect(isFeatureKey('two_factor')).toBe(false);
    expect(isFeatureKey('')).toBe(false);
  });
});
