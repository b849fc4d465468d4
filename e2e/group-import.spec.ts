import writeXlsxFile from 'write-excel-file/node';
import { AuthPage, toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openNewGroup } from './support/new-group';
import { expect, test } from './support/test';
import { createUniqueUser, createVerifiedUser } from './support/users';

/** The group's workbook: two members, their savings and two months of payments; `payment` is row 3's amount. */
function societyWorkbook(payment: string | number) {
  const sheet = (name: string, rows: (string | number)[][]) => ({
    sheet: name,
    data: rows.map((row) => row.map((value) => ({ value }))),
  });
  return writeXlsxFile([
    sheet('Members', [
      ['Member no', 'Full name', 'Phone', 'E-mail'],
      ['M001', 'Gogo Mahlangu', '082 123 4567', ''],
      ['M002', 'Sipho Dlamini', '', ''],
    ]),
    sheet('Savings at books start', [
      ['Member', 'Amount'],
      ['M001', 6000],
      ['M002', 4000],
    ]),
    sheet('Contributions', [
      ['Member', 'Date', 'Amount', 'Method'],
      ['M001', '2025-01-05', 300, 'Cash'],
      ['M002', '2025-01-07', payment, 'EFT'],
      ['M001', '2025-02-05', 300, 'Cash'],
      ['M002', '2025-02-07', 300, 'EFT'],
    ]),
  ]).toBuffer();
}

test('the treasurer imports the group’s file, fixes what it names, confirms, and a member claims her record with its history', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const {
    page,
    api,
    orgId,
    name: organizationName,
  } = await openNewGroup({ browser, playwright, baseURL }, 'Imported 2009');
  const start = await api.put(`/api/v1/orgs/${orgId}/books/start`, {
    data: { foundedOn: '2009-03-14', booksStartOn: '2025-01-01' },
  });
  expect(start.ok()).toBe(true);

  await page.goto('/dashboard/organization/settings?tab=books');
  const section = page.getByRole('region', { name: "Import the Group's File" });
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download the Template' }).click();
  expect((await downloading).suggestedFilename()).toBe('masakhane-group-file.xlsx');

  const form = section.getByRole('form', { name: 'Group file' });
  const readFile = async (payment: string | number) => {
    await form.getByLabel('Group file (.xlsx or .csv)').setInputFiles({
      name: 'society.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await societyWorkbook(payment),
    });
    await form.getByLabel('Cash and bank when the books start (R)').fill('1 500');
    await form.getByRole('button', { name: 'Read the File' }).click();
  };

  // The dry run names the mistake by sheet and row, and nothing can be confirmed.
  await readFile('R3OO');
  const problems = section.getByRole('alert', { name: 'Problems in the file' });
  await expect(problems).toContainText("Contributions row 3: amount 'R3OO' is not a number");
  await expect(section.getByRole('button', { name: 'Confirm Import' })).toBeDisabled();

  // Fixed, it shows what it would write, beside the opening cash.
  await readFile(300);
  const figures = section.getByLabel('What the import would write');
  await expect(figures).toContainText('New members2');
  await expect(figures).toContainText('R 10 000,00');
  await expect(figures).toContainText('R 2 700,00');
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Confirm Import' }).click();
  await expect(toast(page, 'society.xlsx is in the books')).toBeVisible();
  await expect(section).toContainText(
    'Imported: 2 new members and 4 contributions, with the opening position.',
  );

  // The treasurer invites Gogo with a code to share on WhatsApp.
  await page.goto('/dashboard/organization/members');
  await page.getByRole('button', { name: 'Actions for Gogo Mahlangu' }).click();
  await page.getByRole('menuitem', { name: 'Invite to Claim' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Gogo Mahlangu' });
  await invite.getByRole('button', { name: 'Create Invitation' }).click();
  const code = (await invite.getByLabel('Invitation code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // Gogo signs in with her own account and claims the record: its savings and payments are hers.
  const gogo = { ...createUniqueUser(), fullName: 'Gogo Mahlangu' };
  await createVerifiedUser(playwright, new URL(baseURL ?? '').origin, gogo);
  const member = await (await browser.newContext()).newPage();
  const auth = new AuthPage(member);
  await auth.openSignIn();
  await auth.signIn(gogo);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto(`/dashboard/claim?code=${code}`);
  await member.getByRole('button', { name: 'Claim Record' }).click();
  await expect(
    toast(member, `The record of Gogo Mahlangu in ${organizationName} is now yours.`),
  ).toBeVisible();
  await member.goto('/dashboard/contributions');
  await expect(member.getByRole('main')).toContainText('R 6 000,00');
  await expect(member.getByRole('main')).toContainText('2025/02/05');
});
