import {
  DEMO,
  DEMO_PASSWORD,
  MEMBER_ACCOUNT,
  readSidebar,
  sidebarNav,
  signInAs,
  switchOrganization,
  toastWith,
} from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, request, test } from './support/test';

const ORG_ADMIN_MAIN = [
  'Overview',
  'Contributions',
  'Loans',
  'Transactions',
  'Analytics',
  'Members',
  'Reports',
  'Receipts',
  'Organizations',
];
/** Savings groups also list their Meetings (share-based groups run them; others are told how to start). */
const withMeetingsAfter = (items: string[], after: string) =>
  items.flatMap((item) => (item === after ? [item, 'Meetings'] : [item]));
const ORG_MANAGEMENT = [
  'Organization Settings',
  'Manage Members',
  'Join Requests',
  'Approvals',
  'Arrears',
  'Fines',
  'Share-out',
  'Bank',
];
const STAFF_ADMINISTRATION = [
  'Admin Hub',
  'User Management',
  'Organization Management',
  'Feature Flags',
  'Early Access Signups',
  'Site Activity',
];

/** Spec part 1 section 6, for the seeded users, each in one of their organizations. */
const SIDEBAR_BY_USER: {
  name: string;
  email: string;
  organization: string | null;
  expected: Record<string, string[]>;
}[] = [
  {
    name: 'a member of a stokvel (no loans there, its payout rotation instead)',
    email: DEMO.thandi,
    organization: 'Kasi Savings Stokvel',
    expected: {
      'Main Menu': [
        'Overview',
        'Contributions',
        'Rotation',
        'Meetings',
        'Transactions',
        'Receipts',
        'Organizations',
      ],
      Submissions: ['Submit Request'],
      Account: MEMBER_ACCOUNT,
    },
  },
  {
    name: 'a member of a burial society',
    email: DEMO.nomsa,
    organization: 'Ubuntu Burial Society',
    expected: {
      'Main Menu': [
        'Overview',
        'Contributions',
        'Loans',
        'My Cover',
        'Transactions',
        'Receipts',
        'Organizations',
      ],
      Submissions: ['Submit Request'],
      Account: MEMBER_ACCOUNT,
    },
  },
  {
    name: 'an admin of a stokvel',
    email: DEMO.sipho,
    organization: 'Kasi Savings Stokvel',
    expected: {
      'Main Menu': withMeetingsAfter(
        ORG_ADMIN_MAIN.map((item) => (item === 'Loans' ? 'Rotation' : item)),
        'Rotation',
      ),
      'Organization Management': ORG_MANAGEMENT,
      Submissions: ['Submit Request', 'View Submissions'],
      Account: MEMBER_ACCOUNT,
    },
  },
  {
    name: 'an admin of a cooperative',
    email: DEMO.lerato,
    organization: 'Ikhwezi Cooperative',
    expected: {
      'Main Menu': withMeetingsAfter(ORG_ADMIN_MAIN, 'Loans'),
      'Organization Management': ORG_MANAGEMENT,
      Submissions: ['Submit Request', 'View Submissions'],
      Account: MEMBER_ACCOUNT,
    },
  },
  {
    name: 'a user without an organization',
    email: DEMO.newcomer,
    organization: null,
    expected: { 'Main Menu': ['Organizations'] },
  },
  {
    name: 'a site admin',
    email: DEMO.siteAdmin,
    organization: null,
    expected: {
      'Main Menu': ORG_ADMIN_MAIN,
      Submissions: ['Submit Request', 'View Submissions'],
      Administration: STAFF_ADMINISTRATION,
      Account: MEMBER_ACCOUNT,
    },
  },
  {
    name: 'a developer',
    email: DEMO.developer,
    organization: null,
    expected: {
      'Main Menu': ORG_ADMIN_MAIN,
      Submissions: ['Submit Request', 'View Submissions'],
      Administration: [...STAFF_ADMINISTRATION, 'Security Issues', 'System Logs'],
      Account: MEMBER_ACCOUNT,
    },
  },
];

for (const row of SIDEBAR_BY_USER) {
  test(`${row.name} sees the sidebar of their role`, async ({ page, baseURL }) => {
    await signInAs(page, baseURL, row.email);
    await page.goto('/dashboard');
    if (row.organization) await switchOrganization(page, row.organization);
    else {
      // Platform staff open any organization (read-only) instead of joining one.
      const isStaff = row.email === DEMO.siteAdmin || row.email === DEMO.developer;
      const link = isStaff ? 'Open Organization' : 'Join Organization';
      await expect(page.getByRole('link', { name: link })).toBeVisible();
    }
    await expect.poll(() => readSidebar(page)).toEqual(row.expected);
  });
}

async function expectAccessDenied(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/403$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  // Still inside the dashboard shell.
  await expect(sidebarNav(page)).toBeVisible();
}

test('a forbidden address typed directly lands on the in-dashboard 403 page', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, 'Kasi Savings Stokvel');

  for (const path of [
    '/dashboard/admin/users',
    '/dashboard/members',
    '/dashboard/loans',
    '/dashboard/admin',
  ]) {
    await page.goto(path);
    await expectAccessDenied(page);
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same member may open what the guard table allows every signed-in user.
  await page.goto('/dashboard/receipts');
  await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
});

test('a site admin may open the admin pages but not the developer-only ones', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.siteAdmin);
  await page.goto('/dashboard/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  for (const path of ['/dashboard/admin/logs', '/dashboard/admin/security']) {
    await page.goto(path);
    await expectAccessDenied(page);
  }
});

test('a developer opens the admin hub and sees every tool', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.developer);
  await page.goto('/dashboard/admin');
  const tools = page.getByRole('main').getByRole('listitem');
  await expect(tools).toHaveCount(7);
  await page
    .getByRole('main')
    .getByRole('link', { name: /System Logs/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/logs$/);
  await expect(page.getByRole('heading', { name: 'System Logs', level: 1 })).toBeVisible();
});

test('without a session the dashboard sends to sign-in and back to the page afterwards', async ({ page }) => {
  await page.goto('/dashboard/help');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fhelp$/);
  await page.getByLabel('Email').fill(DEMO.nomsa);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(page.getByRole('heading', { name: 'Help & Guide', level: 1 })).toBeVisible();
});

test('the header shows breadcrumbs and the avatar menu signs out', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.developer);
  await page.goto('/dashboard/admin/early-access');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Dashboard', 'Admin', 'Early Access']);
  await breadcrumb.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Zanele Dlamini');
  await expect(menu).toContainText(DEMO.developer);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('Email cannot be changed')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
});

test('the shell has no serious accessibility violation', async ({ page, baseURL }) => {
  await signInAs(page, baseURL, DEMO.lerato);
  for (const path of [
    '/dashboard',
    '/dashboard/contributions',
    '/dashboard/view-submissions',
    '/dashboard/help',
  ]) {
    await page.goto(path);
    await expect(sidebarNav(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

async function signedInApi(baseURL: string | undefined, email: string): Promise<APIRequestContext> {
  const origin = new URL(baseURL ?? '').origin;
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return api;
}

/**
 * The site admin's switch of the receipts feature (loans cannot go off while the demo groups have open
 * loans): a test that turns it off turns it on again in `finally`.
 */
async function receiptsFeatureSwitch(baseURL: string | undefined) {
  const admin = await signedInApi(baseURL, DEMO.siteAdmin);
  return {
    setReceipts: async (enabled: boolean) => {
      const response = await admin.patch('/api/v1/admin/feature-flags/receipts', { data: { enabled } });
      expect(response.status()).toBe(200);
    },
    dispose: () => admin.dispose(),
  };
}

/** Nomsa's dashboard in the Ubuntu Burial Society, where she reads her receipts while the feature is on. */
async function openBurialSocietyAsNomsa(page: Page, baseURL: string | undefined) {
  await signInAs(page, baseURL, DEMO.nomsa);
  await page.goto('/dashboard');
  await switchOrganization(page, 'Ubuntu Burial Society');
}

test('a flag switched off hides its page from signed-in users without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const { setReceipts, dispose } = await receiptsFeatureSwitch(baseURL);
  try {
    await openBurialSocietyAsNomsa(page, baseURL);
    // The change arrives over the live-update stream: flip the flag only once the page's stream is open.
    const streamOpen = page.waitForResponse((response) => response.url().includes('/api/v1/events'));
    await page.goto('/dashboard/receipts');
    await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
    await streamOpen;
    // A marker that a reload would wipe.
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

    await setReceipts(false);
    await expect(sidebarNav(page).getByRole('link', { name: 'Receipts' })).toHaveCount(0, { timeout: 3000 });
    await expect(page).toHaveURL(/\/dashboard\/403$/, { timeout: 3000 });

    await setReceipts(true);
    await expect(sidebarNav(page).getByRole('link', { name: 'Receipts' })).toBeVisible({ timeout: 3000 });
    await expect(page.locator('html')).toHaveAttribute('data-no-reload', 'yes');

    // The same through the Feature Flags page of a developer.
    const developerContext = await browser.newContext();
    const developer = await developerContext.newPage();
    await signInAs(developer, baseURL, DEMO.developer);
    await developer.goto('/dashboard/admin/features');
    const receiptsSwitch = developer.getByRole('switch', { name: 'Receipts' });
    await expect(receiptsSwitch).toBeChecked();
    await expectNoSeriousA11yViolations(developer);
    await receiptsSwitch.click();
    await expect(toastWith(developer, 'Feature flag updated successfully')).toBeVisible();
    await expect(receiptsSwitch).not.toBeChecked();
    await expect(sidebarNav(page).getByRole('link', { name: 'Receipts' })).toHaveCount(0, { timeout: 3000 });

    await receiptsSwitch.click();
    await expect(receiptsSwitch).toBeChecked();
    await expect(sidebarNav(page).getByRole('link', { name: 'Receipts' })).toBeVisible({ timeout: 3000 });

    // Loans stay on while the groups have open loans: the refusal names them and the switch stays on.
    const loansSwitch = developer.getByRole('switch', { name: 'Loans' });
    await loansSwitch.click();
    await expect(
      toastWith(developer, 'Loans cannot be turned off for the whole platform while'),
    ).toBeVisible();
    await expect(loansSwitch).toBeChecked();
    await developerContext.close();
  } finally {
    await setReceipts(true);
    await dispose();
  }
});

test('a change made after the page read its data but before its live-update stream opened still reaches it', async ({
  page,
  baseURL,
}) => {
  const { setReceipts, dispose } = await receiptsFeatureSwitch(baseURL);
  try {
    await openBurialSocietyAsNomsa(page, baseURL);
    // The page's stream is held back until the flag has changed, as a slow phone opens it late.
    let releaseStream = () => {};
    const changed = new Promise<void>((resolve) => {
      releaseStream = resolve;
    });
    await page.route('**/api/v1/events**', async (route) => {
      await changed;
      await route.continue();
    });
    await page.goto('/dashboard/receipts');
    await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Receipts' })).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

    await setReceipts(false);
    releaseStream();
    await expect(sidebarNav(page).getByRole('link', { name: 'Receipts' })).toHaveCount(0, { timeout: 5000 });
    await expect(page).toHaveURL(/\/dashboard\/403$/);
    await expect(page.locator('html')).toHaveAttribute('data-no-reload', 'yes');
  } finally {
    await setReceipts(true);
    await dispose();
  }
});
