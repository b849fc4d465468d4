import { AuthPage, toast } from './support/auth-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readMessages, waitForVerificationLink } from './support/mail';
import { openNewGroup } from './support/new-group';
import { expect, type Page, test } from './support/test';
import { createUniqueUser, createVerifiedUser } from './support/users';

/** The newest mail to `to` whose subject matches, polled until it arrives. */
async function waitForMail(to: string, subject: RegExp) {
  let text = '';
  await expect
    .poll(async () => {
      text = (await readMessages(to)).findLast((message) => subject.test(message.subject))?.text ?? '';
      return text;
    })
    .toBeTruthy();
  return text;
}

async function addMembers(page: Page) {
  await page.goto('/dashboard/organization/members');
  await page.getByRole('button', { name: 'Add Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Members' });
  await dialog.getByLabel('Full name (row 1)').fill('G');
  await dialog.getByLabel('Full name (row 2)').fill('Thandeka Mokoena');
  await dialog.locator('#member-1-phone').fill('082 123 4567');
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  // A name too short is refused under its field, and nothing is added until it is fixed.
  await expect(dialog.getByText('Full name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Full name (row 1)').fill('Gogo Mahlangu');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  await expect(toast(page, '2 members added. Invite each to claim their record.')).toBeVisible();
  const gogo = page.getByRole('row').filter({ hasText: 'Gogo Mahlangu' });
  await expect(gogo.getByText('No account yet')).toBeVisible();
}

async function recordContribution(page: Page, memberName: string) {
  await page.goto('/dashboard/contributions');
  await page.getByRole('button', { name: 'Record Contribution' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Contribution' });
  await dialog.getByLabel('Member').selectOption({ label: memberName });
  await dialog.getByLabel('Amount (R)').fill('250');
  await dialog.getByLabel('Payment Method').selectOption({ label: 'Cash' });
  await dialog.getByRole('button', { name: 'Record Contribution' }).click();
  await expect(toast(page, 'Contribution recorded')).toBeVisible();
}

/** The treasurer asks for a loan for a member who cannot sign in to ask. */
async function askLoanFor(page: Page, memberName: string) {
  await page.goto('/dashboard/loans');
  await page.getByRole('button', { name: 'Request Loan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Loan' });
  await dialog.getByLabel('For').selectOption({ label: memberName });
  await dialog.getByLabel('Amount (R)').fill('100');
  await dialog.getByLabel('Term (months)').fill('2');
  await dialog.getByLabel('Purpose').fill('School shoes');
  await dialog.getByRole('button', { name: 'Request Loan' }).click();
  await expect(toast(page, 'Loan requested. It waits for a decision.')).toBeVisible();
}

test('an existing group: the treasurer adds members without an account, invites one, who claims her record and sees her history', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const { page: admin, name: organizationName } = await openNewGroup(
    { browser, playwright, baseURL },
    'Ubuntu Society',
  );
  await addMembers(admin);
  await recordContribution(admin, 'Gogo Mahlangu');
  await askLoanFor(admin, 'Gogo Mahlangu');

  // The treasurer invites Gogo by e-mail; the code is shown once.
  const claimant = { ...createUniqueUser(), fullName: 'Gogo Mahlangu' };
  await admin.goto('/dashboard/organization/members');
  await admin.getByRole('button', { name: 'Actions for Gogo Mahlangu' }).click();
  await admin.getByRole('menuitem', { name: 'Invite to Claim' }).click();
  const invite = admin.getByRole('dialog', { name: 'Invite Gogo Mahlangu' });
  await invite.getByLabel('E-mail (optional)').fill(claimant.email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  const code = (await invite.getByLabel('Invitation code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(invite).toContainText(`We e-mailed the invitation to ${claimant.email}.`);

  // Gogo opens the link from her e-mail, creates an account, verifies it and lands back on the claim.
  const mail = await waitForMail(claimant.email, /invites you to Masakhane$/);
  expect(mail).toContain(code);
  const link = mail.match(/https?:\/\/\S+\/dashboard\/claim\?code=\S+/)?.[0] ?? '';
  const member = await (await browser.newContext()).newPage();
  await member.goto(new URL(link).pathname + new URL(link).search);
  await expect(member).toHaveURL(/\/auth\?next=/);
  await member.getByRole('link', { name: 'Sign up' }).click();
  const memberAuth = new AuthPage(member);
  await expect(member.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(member.locator('form button[type="submit"]')).toBeEnabled();
  await memberAuth.signUp(claimant);
  await member.goto(await waitForVerificationLink(claimant.email));
  await expect(member).toHaveURL(/\/auth\?verified=1&next=/);
  await memberAuth.signIn(claimant);
  await expect(member).toHaveURL(/\/dashboard\/claim\?code=/);
  await expect(member.getByLabel('Invitation code')).toHaveValue(code);
  await member.getByRole('button', { name: 'Claim Record' }).click();
  await expect(
    toast(member, `The record of Gogo Mahlangu in ${organizationName} is now yours.`),
  ).toBeVisible();
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByRole('heading', { name: organizationName, level: 2 })).toBeVisible();

  // Her history is hers: the contribution the treasurer recorded before she had an account.
  await member.goto('/dashboard/contributions');
  await expect(member.getByRole('main')).toContainText('R 250,00');
  await member.goto('/dashboard/loans');
  await expect(member.getByRole('main')).toContainText('School shoes');

  // The code worked once.
  const again = createUniqueUser();
  const { api: someoneElse } = await createVerifiedUser(playwright, new URL(baseURL ?? '').origin, again);
  const reused = await someoneElse.post('/api/v1/member-claims', { data: { code } });
  expect(reused.status()).toBe(409);
  expect(await reused.json()).toMatchObject({ error: { message: 'This invitation was already used.' } });

  // The treasurer's list now shows her with her own sign-in.
  await admin.reload();
  const row = admin.getByRole('row').filter({ hasText: claimant.email });
  await expect(row).toBeVisible();
  await expect(row.getByText('No account yet')).toHaveCount(0);
});

test('the treasurer fills the rows from the group’s own members file, checks them, and adds them', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const { page } = await openNewGroup({ browser, playwright, baseURL }, 'From a file');

  await page.goto('/dashboard/organization/members');
  await page.getByRole('button', { name: 'Add Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Members' });
  const file =
    'Burial society members\nSurname,First name,Cell No.\nMokoena,Thandeka,082 123 4567\nDube,Lerato,\nNkosi,Zanele,abc\n';
  await dialog.getByLabel('Members file (CSV)').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await expect(toast(page, '3 members read from members.csv: check them, then Add Members.')).toBeVisible();
  await expect(dialog.getByLabel('Full name (row 1)')).toHaveValue('Thandeka Mokoena');
  // The file's mistake is shown on its row before anything is added.
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  await expect(dialog.getByText('Phone number may hold only digits, spaces and + ( ) -')).toBeVisible();
  await dialog.locator('#member-2-phone').fill('');
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  await expect(toast(page, '3 members added. Invite each to claim their record.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Zanele Nkosi' })).toBeVisible();

  // Two records turn out to be one person: the treasurer merges one into the other.
  await page.getByRole('button', { name: 'Actions for Lerato Dube' }).click();
  await page.getByRole('menuitem', { name: 'Merge Into…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge Lerato Dube Into Another Member' });
  await merge.getByLabel('Merge into').selectOption({ label: 'Thandeka Mokoena' });
  await merge.getByRole('button', { name: 'Merge Records' }).click();
  await expect(toast(page, "Lerato Dube's record is now part of Thandeka Mokoena's")).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Lerato Dube' })).toHaveCount(0);
});
