import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS, type TFeatureKey } from './features';
import {
  canOpenRoute,
  DASHBOARD_ROUTE_PATHS,
  getPaletteEntries,
  getRouteRequirement,
  getSidebarGroups,
  NAV_ITEMS,
  PUBLIC_PAGES,
  type TAccessContext,
} from './navigation';
import { ROLES, type TRole } from './roles';

const STAFF: readonly TRole[] = ['site_admin', 'developer'];
const ORG_ADMIN_UP: readonly TRole[] = ['organization_admin', 'site_admin', 'developer'];

/**
 * The guard tables of spec part 1 section 2 and part 2 section 2, written out: route -> the roles that may
 * open it ('signed-in' = every role) and the feature it needs.
 */
const GUARD_TABLE: readonly [string, readonly TRole[] | 'signed-in', TFeatureKey | null][] = [
  ['', 'signed-in', null],
  ['profile', 'signed-in', null],
  ['settings', 'signed-in', null],
  ['help', 'signed-in', null],
  ['organizations', 'signed-in', null],
  ['organizations/create', 'signed-in', null],
  ['claim', 'signed-in', null],
  ['organization', 'signed-in', null],
  ['organization/settings', 'signed-in', null],
  ['organization/features', 'signed-in', null],
  ['organization/members', 'signed-in', null],
  ['organization/join-requests', 'signed-in', null],
  ['organization/approvals', 'signed-in', null],
  ['organization/arrears', 'signed-in', null],
  ['organization/fines', 'signed-in', null],
  ['organization/bank', 'signed-in', null],
  ['organization/share-out', 'signed-in', null],
  ['contributions', 'signed-in', 'contributions'],
  ['loans', 'signed-in', 'loans'],
  ['transactions', 'signed-in', 'transactions'],
  ['analytics', ORG_ADMIN_UP, 'analytics'],
  ['members', ORG_ADMIN_UP, 'members'],
  ['reports', ORG_ADMIN_UP, 'reports'],
  ['receipts', 'signed-in', 'receipts'],
  ['submit-request', 'signed-in', 'submit_request'],
  ['view-submissions', 'signed-in', 'view_submissions'],
  ['admin', STAFF, null],
  ['admin/users', STAFF, null],
  ['admin/organizations', STAFF, null],
  ['admin/features', STAFF, null],
  ['admin/site-activity', STAFF, null],
  ['admin/early-access', STAFF, null],
  ['admin/security', ['developer'], null],
  ['admin/logs', ['developer'], null],
];

const toPath = (route: string) => (route === '' ? '/dashboard' : `/dashboard/${route}`);

/** A member of a general organization with every flag on. */
const BASE: Omit<TAccessContext, 'role'> = {
  flags: [],
  overrides: [],
  organizationType: 'general',
  hasOrganization: true,
};

/** Ways a feature can be unavailable to members (spec part 1 section 5). */
const FEATURE_OFF_WAYS = {
  'global flag off': (feature: TFeatureKey) => ({ flags: [{ featureKey: feature, enabled: false }] }),
  'organization override off': (feature: TFeatureKey) => ({
    flags: [{ featureKey: feature, enabled: true }],
    overrides: [{ featureKey: feature, enabled: false }],
  }),
  'override on but global flag off': (feature: TFeatureKey) => ({
    flags: [{ featureKey: feature, enabled: false }],
    overrides: [{ featureKey: feature, enabled: true }],
  }),
} satisfies Record<string, (feature: TFeatureKey) => Partial<TAccessContext>>;

describe('route table', () => {
  it('lists every dashboard route of both documents, and the in-dashboard 403 page', () => {
    expect([...DASHBOARD_ROUTE_PATHS].sort()).toEqual(
      [
        ...GUARD_TABLE.map(([route]) => toPath(route)),
        '/dashboard/rotation',
        '/dashboard/meetings',
        '/dashboard/cover',
        '/dashboard/organization/cover-register',
        '/dashboard/organization/claims',
        '/dashboard/403',
      ].sort(),
    );
  });

  it.each(GUARD_TABLE)('/dashboard/%s requires roles %j and feature %s', (route, roles, feature) => {
    const requirement = getRouteRequirement(toPath(route));
    expect(requirement.feature ?? null).toBe(feature);
    expect(requirement.roles ?? 'signed-in').toEqual(roles);
  });

  it('gives a detail page its closest listed ancestor requirement, ignoring query and trailing slash', () => {
    expect(getRouteRequirement('/dashboard/admin/users/1234')).toEqual(
      getRouteRequirement('/dashboard/admin/users'),
    );
    expect(getRouteRequirement('/dashboard/admin/logs/')).toEqual({ roles: ['developer'] });
    expect(getRouteRequirement('/dashboard/loans?status=active')).toEqual({ feature: 'loans' });
    expect(getRouteRequirement('/dashboard/unknown-page')).toEqual({});
    expect(getRouteRequirement('/pricing')).toEqual({});
  });
});

const GUARD_CASES = GUARD_TABLE.flatMap(([route, roles, feature]) =>
  ROLES.map((role) => ({ route, role, roles, feature })),
);

describe('canOpenRoute', () => {
  it.each(GUARD_CASES)('/dashboard/$route as $role with every flag on', ({ route, role, roles }) => {
    const expected = roles === 'signed-in' || roles.includes(role);
    expect(canOpenRoute({ ...BASE, role, path: toPath(route) })).toBe(expected);
  });

  const featureCases = GUARD_CASES.filter((row) => row.feature !== null).flatMap((row) =>
    Object.keys(FEATURE_OFF_WAYS).map((way) => ({ ...row, way: way as keyof typeof FEATURE_OFF_WAYS })),
  );

  it.each(featureCases)('/dashboard/$route as $role with $way', ({ route, role, roles, feature, way }) => {
    if (feature === null) throw new Error('feature routes only');
    const context = { ...BASE, ...FEATURE_OFF_WAYS[way](feature), role };
    const isRoleAllowed = roles === 'signed-in' || roles.includes(role);
    expect(canOpenRoute({ ...context, path: toPath(route) })).toBe(isRoleAllowed && STAFF.includes(role));
  });

  it('keeps loans from a stokvel except for platform staff', () => {
    for (const role of ROLES) {
      const context = { ...BASE, organizationType: 'stokvel' as const, role };
      expect(canOpenRoute({ ...context, path: '/dashboard/loans' })).toBe(STAFF.includes(role));
      expect(canOpenRoute({ ...context, path: '/dashboard/contributions' })).toBe(true);
    }
  });

  it('opens the meetings to savings groups and to nobody in a burial society', () => {
    for (const role of ROLES) {
      const open = (organizationType: TAccessContext['organizationType']) =>
        canOpenRoute({ ...BASE, organizationType, role, path: '/dashboard/meetings' });
      expect(open('cooperative')).toBe(true);
      expect(open('general')).toBe(true);
      expect(open('burial_society')).toBe(false);
    }
  });

  it('opens the rotation to every role in a stokvel and to nobody in other organizations', () => {
    for (const role of ROLES) {
      const path = '/dashboard/rotation';
      expect(canOpenRoute({ ...BASE, organizationType: 'stokvel', role, path })).toBe(true);
      expect(canOpenRoute({ ...BASE, organizationType: 'burial_society', role, path })).toBe(false);
      expect(canOpenRoute({ ...BASE, role, path })).toBe(false);
    }
  });

  it('opens the cover pages to every role in a burial society and to nobody in other organizations', () => {
    for (const role of ROLES) {
      for (const path of [
        '/dashboard/cover',
        '/dashboard/organization/cover-register',
        '/dashboard/organization/claims',
      ]) {
        expect(canOpenRoute({ ...BASE, organizationType: 'burial_society', role, path })).toBe(true);
        expect(canOpenRoute({ ...BASE, organizationType: 'stokvel', role, path })).toBe(false);
        expect(canOpenRoute({ ...BASE, role, path })).toBe(false);
      }
    }
  });

  it("does not switch off one feature's route when another feature is off", () => {
    const context = { ...BASE, role: 'user' as const, flags: [{ featureKey: 'loans', enabled: false }] };
    expect(canOpenRoute({ ...context, path: '/dashboard/contributions' })).toBe(true);
    expect(canOpenRoute({ ...context, path: '/dashboard/loans' })).toBe(false);
  });

  it('treats a still-loading role as a plain user', () => {
    expect(canOpenRoute({ ...BASE, role: null, path: '/dashboard/admin' })).toBe(false);
    expect(canOpenRoute({ ...BASE, role: null, path: '/dashboard/receipts' })).toBe(true);
  });
});

/** Spec part 1 section 6, the sidebar with every flag on, for a member of a general organization. */
const EXPECTED_SIDEBAR: Record<TRole, Record<string, string[]>> = {
  user: {
    'Main Menu': [
      'Overview',
      'Contributions',
      'Loans',
      'Meetings',
      'Transactions',
      'Receipts',
      'Organizations',
    ],
    Submissions: ['Submit Request'],
    Account: ['Profile', 'Settings', 'Help & Guide'],
  },
  organization_admin: {
    'Main Menu': [
      'Overview',
      'Contributions',
      'Loans',
      'Meetings',
      'Transactions',
      'Analytics',
      'Members',
      'Reports',
      'Receipts',
      'Organizations',
    ],
    'Organization Management': [
      'Organization Settings',
      'Manage Members',
      'Join Requests',
      'Approvals',
      'Arrears',
      'Fines',
      'Share-out',
      'Bank',
    ],
    Submissions: ['Submit Request', 'View Submissions'],
    Account: ['Profile', 'Settings', 'Help & Guide'],
  },
  site_admin: {
    'Main Menu': [
      'Overview',
      'Contributions',
      'Loans',
      'Meetings',
      'Transactions',
      'Analytics',
      'Members',
      'Reports',
      'Receipts',
      'Organizations',
    ],
    'Organization Management': [
      'Organization Settings',
      'Manage Members',
      'Join Requests',
      'Approvals',
      'Arrears',
      'Fines',
      'Share-out',
      'Bank',
    ],
    Submissions: ['Submit Request', 'View Submissions'],
    Administration: [
      'Admin Hub',
      'User Management',
      'Organization Management',
      'Feature Flags',
      'Early Access Signups',
      'Site Activity',
    ],
    Account: ['Profile', 'Settings', 'Help & Guide'],
  },
  developer: {
    'Main Menu': [
      'Overview',
      'Contributions',
      'Loans',
      'Meetings',
      'Transactions',
      'Analytics',
      'Members',
      'Reports',
      'Receipts',
      'Organizations',
    ],
    'Organization Management': [
      'Organization Settings',
      'Manage Members',
      'Join Requests',
      'Approvals',
      'Arrears',
      'Fines',
      'Share-out',
      'Bank',
    ],
    Submissions: ['Submit Request', 'View Submissions'],
    Administration: [
      'Admin Hub',
      'User Management',
      'Organization Management',
      'Feature Flags',
      'Early Access Signups',
      'Site Activity',
      'Security Issues',
      'System Logs',
    ],
    Account: ['Profile', 'Settings', 'Help & Guide'],
  },
};

function readSidebar(context: TAccessContext): Record<string, string[]> {
  return Object.fromEntries(
    getSidebarGroups(context).map((group) => [group.title, group.items.map((item) => item.title)]),
  );
}

function withoutItem(sidebar: Record<string, string[]>, title: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(sidebar)
      .map(([group, titles]): [string, string[]] => [group, titles.filter((item) => item !== title)])
      .filter(([, titles]) => titles.length > 0),
  );
}

/** The sidebar with Rotation after Contributions (and Loans, when shown), as a stokvel has it. */
function withRotation(sidebar: Record<string, string[]>): Record<string, string[]> {
  const main = [...(sidebar['Main Menu'] ?? [])];
  const after = main.includes('Loans') ? 'Loans' : 'Contributions';
  main.splice(main.indexOf(after) + 1, 0, 'Rotation');
  return { ...sidebar, 'Main Menu': main };
}

const TITLE_OF_FEATURE: Record<TFeatureKey, string | null> = {
  contributions: 'Contributions',
  loans: 'Loans',
  transactions: 'Transactions',
  analytics: 'Analytics',
  members: 'Members',
  reports: 'Reports',
  receipts: 'Receipts',
  submit_request: 'Submit Request',
  view_submissions: 'View Submissions',
  // The Organizations item is not gated in the shell: the browse page gates its own list.
  organizations_browser: null,
};

describe('getSidebarGroups', () => {
  it.each(ROLES)('shows %s the items of the visibility table', (role) => {
    expect(readSidebar({ ...BASE, role })).toEqual(EXPECTED_SIDEBAR[role]);
  });

  const flagCases = ROLES.flatMap((role) =>
    FEATURE_KEYS.flatMap((feature) =>
      Object.keys(FEATURE_OFF_WAYS).map((way) => ({
        role,
        feature,
        way: way as keyof typeof FEATURE_OFF_WAYS,
      })),
    ),
  );

  it.each(flagCases)('$feature with $way, as $role', ({ role, feature, way }) => {
    const sidebar = readSidebar({ ...BASE, ...FEATURE_OFF_WAYS[way](feature), role });
    const title = TITLE_OF_FEATURE[feature];
    const expected =
      STAFF.includes(role) || title === null
        ? EXPECTED_SIDEBAR[role]
        : withoutItem(EXPECTED_SIDEBAR[role], title);
    expect(sidebar).toEqual(expected);
  });

  it('hides Loans in a stokvel from everyone but platform staff, and shows everyone its Rotation', () => {
    for (const role of ROLES) {
      const sidebar = readSidebar({ ...BASE, organizationType: 'stokvel', role });
      const expected = STAFF.includes(role)
        ? EXPECTED_SIDEBAR[role]
        : withoutItem(EXPECTED_SIDEBAR[role], 'Loans');
      expect(sidebar).toEqual(withRotation(expected));
    }
  });

  it('shows only the user items while the roles load', () => {
    expect(readSidebar({ ...BASE, role: null })).toEqual(EXPECTED_SIDEBAR.user);
  });

  it('leaves a user without an organization only Organizations', () => {
    expect(readSidebar({ ...BASE, organizationType: null, hasOrganization: false, role: 'user' })).toEqual({
      'Main Menu': ['Organizations'],
    });
  });

  it('shows platform staff without an organization everything but Organization Management', () => {
    for (const role of STAFF) {
      const sidebar = readSidebar({ ...BASE, organizationType: null, hasOrganization: false, role });
      const { 'Organization Management': _hidden, ...rest } = EXPECTED_SIDEBAR[role];
      // Meetings are for kinds of organization (savings groups): without one there is no kind to judge.
      expect(sidebar).toEqual(withoutItem(rest, 'Meetings'));
    }
  });

  it('keeps the groups in the order of the spec', () => {
    expect(getSidebarGroups({ ...BASE, role: 'developer' }).map((group) => group.id)).toEqual([
      'main',
      'organization',
      'submissions',
      'administration',
      'account',
    ]);
  });
});

describe('getPaletteEntries', () => {
  const publicTitles = PUBLIC_PAGES.map((page) => page.title);

  it.each(ROLES)(
    'lists for %s what the sidebar shows, the organization pages and the public pages',
    (role) => {
      const entries = getPaletteEntries({ ...BASE, role });
      const expected = EXPECTED_SIDEBAR[role];
      const byGroup = (group: string) => entries.filter((entry) => entry.group === group).map((e) => e.title);
      expect(byGroup('Main')).toEqual([
        ...(expected['Main Menu'] ?? []),
        'Organization Settings',
        'Manage Members',
        'Join Requests',
        'Approvals',
        'Arrears',
        'Fines',
        'Share-out',
        'Bank',
      ]);
      expect(byGroup('Account')).toEqual(expected.Account);
      expect(byGroup('Submissions')).toEqual(expected.Submissions);
      expect(byGroup('Admin')).toEqual(expected.Administration ?? []);
      expect(byGroup('Pages')).toEqual(publicTitles);
    },
  );

  it('orders the groups Main, Account, Submissions, Admin, Pages', () => {
    const groups = getPaletteEntries({ ...BASE, role: 'developer' }).map((entry) => entry.group);
    expect([...new Set(groups)]).toEqual(['Main', 'Account', 'Submissions', 'Admin', 'Pages']);
  });

  it('drops entries whose feature is off, but never the public pages', () => {
    const flags = FEATURE_KEYS.map((featureKey) => ({ featureKey, enabled: false }));
    const entries = getPaletteEntries({ ...BASE, flags, role: 'organization_admin' });
    const titles = entries.map((entry) => entry.title);
    for (const title of ['Contributions', 'Loans', 'Analytics', 'Members', 'Submit Request']) {
      expect(titles).not.toContain(title);
    }
    expect(titles).toEqual(expect.arrayContaining([...publicTitles, 'Overview', 'Organizations', 'Profile']));
  });

  it('lists the public pages while the roles load', () => {
    const titles = getPaletteEntries({ ...BASE, role: null }).map((entry) => entry.title);
    expect(titles).toEqual(expect.arrayContaining(publicTitles));
    expect(titles).not.toContain('Admin Hub');
  });

  it('points every dashboard entry at a route of the table', () => {
    // A stokvel lists its rotation, a burial society its cover pages: between them, every item.
    const entries = (['stokvel', 'burial_society'] as const).flatMap((organizationType) =>
      getPaletteEntries({ ...BASE, organizationType, role: 'developer' }),
    );
    for (const entry of entries.filter((candidate) => candidate.group !== 'Pages')) {
      expect(DASHBOARD_ROUTE_PATHS).toContain(entry.path);
    }
    const listed = new Set(entries.map((entry) => entry.path));
    expect(NAV_ITEMS.filter((item) => !listed.has(item.path))).toEqual([]);
  });
});

describe('burial cover pages', () => {
  const titles = (context: TAccessContext) =>
    getSidebarGroups(context).flatMap((group) => group.items.map((item) => item.title));
  const palette = (context: TAccessContext) => getPaletteEntries(context).map((entry) => entry.title);

  it('shows My Cover to members and the Cover Register to admins of a burial society only', () => {
    const burial = { ...BASE, organizationType: 'burial_society' as const };
    expect(titles({ ...burial, role: 'user' })).toContain('My Cover');
    expect(titles({ ...burial, role: 'user' })).not.toContain('Cover Register');
    expect(titles({ ...burial, role: 'organization_admin' })).toEqual(
      expect.arrayContaining(['My Cover', 'Cover Register']),
    );
    expect(palette({ ...burial, role: 'user' })).toEqual(
      expect.arrayContaining(['My Cover', 'Cover Register']),
    );
    for (const role of ROLES) {
      expect(titles({ ...BASE, role })).not.toContain('My Cover');
      expect(palette({ ...BASE, role })).not.toContain('Cover Register');
    }
  });
});
