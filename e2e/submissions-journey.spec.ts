import { randomBytes } from 'node:crypto';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readMessages } from './support/mail';
import { type Browser, expect, type Locator, type Page, test } from './support/test';

const ORGANIZATION = 'Ubuntu Burial Society';

async function openAs(browser: Browser, baseURL: string | undefined, email: string, organization?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  if (organization) await switchOrganization(page, organization);
  return page;
}

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

async function sendRequest(
  page: Page,
  input: { type: string; recipient: 'My organization' | 'Site operators (Masakhane team)'; title: string },
) {
  await page.goto('/dashboard/submit-request');
  const form = page.getByRole('form', { name: 'Submit a request' });
  await form.getByLabel('Request Type').selectOption({ label: input.type });
  await form.getByLabel('Send To').selectOption({ label: input.recipient });
  await form.getByLabel('Title').fill(input.title);
  await form.getByLabel('Description').fill('Please let me know before the next monthly meeting. Thank you.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Submission sent')).toContainText(
    'Your request has been submitted successfully',
  );
}

async function manage(page: Page, title: string, change: { status: string; notes: string }) {
  const submission = card(page, title);
  await submission.getByRole('button', { name: `Manage ${title}` }).click();
  const editor = submission.getByRole('form', { name: `Manage ${title}` });
  await editor.getByLabel('Status').selectOption({ label: change.status });
  await editor.getByPlaceholder('Add notes about this submission...').fill(change.notes);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Submission updated successfully')).toBeVisible();
}

test('a member writes to their organization and to the site operators; those addressed resolve it, the member sees it live and is e-mailed', async ({
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const toOrganization = `Funeral cover for my grandmother ${suffix}`;
  const toSite = `Receipts do not open on my phone ${suffix}`;
  const member = await openAs(browser, baseURL, DEMO.nomsa, ORGANIZATION);

  // The organization is required when the request goes to one.
  await member.goto('/dashboard/submit-request');
  const form = member.getByRole('form', { name: 'Submit a request' });
  await form.getByLabel('Request Type').selectOption({ label: 'Question' });
  await form.getByLabel('Organization').selectOption({ label: 'Select an organization' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(member, 'Organization required')).toContainText('Please select an organization');
  await expect(form.getByLabel('Description')).toHaveAttribute('rows', '6');
  // Going to the site operators, no organization is asked for.
  await form.getByLabel('Send To').selectOption({ label: 'Site operators (Masakhane team)' });
  await expect(form.getByLabel('Organization')).toHaveCount(0);

  await sendRequest(member, { type: 'Question', recipient: 'My organization', title: toOrganization });
  await member.goto('/dashboard/view-submissions');
  const myTab = member.getByRole('tab', { name: /^My Submissions \(\d+\)$/ });
  await expect(myTab).toHaveAttribute('aria-selected', 'true');
  await expect(card(member, toOrganization)).toContainText('Pending');
  await expect(card(member, toOrganization)).toContainText(`To ${ORGANIZATION}`);
  await expect(card(member, toOrganization)).toContainText('Submitted by Nomsa Zulu');
  // A member manages nothing, and has no organization or site operations tab.
  await expect(card(member, toOrganization).getByRole('button', { name: /^Manage/ })).toHaveCount(0);
  await expect(member.getByRole('tab')).toHaveCount(1);
  await expectNoSeriousA11yViolations(member);

  // The admin finds it under the organization's tab and takes it on.
  const admin = await openAs(browser, baseURL, DEMO.thandi, ORGANIZATION);
  await admin.goto('/dashboard/view-submissions');
  await admin.getByRole('tab', { name: new RegExp(`^${ORGANIZATION} \\(\\d+\\)$`) }).click();
  await expect(card(admin, toOrganization)).toContainText('Submitted by Nomsa Zulu');
  await manage(admin, toOrganization, {
    status: 'In progress',
    notes: 'We will confirm the cover at Sunday’s meeting.',
  });
  await expect(card(admin, toOrganization)).toContainText('In progress');

  // The member sees the change without reloading, and finds it in their inbox with a link to it.
  await expect(card(member, toOrganization)).toContainText('In progress');
  await expect(card(member, toOrganization)).toContainText('We will confirm the cover at Sunday’s meeting.');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readMessages(DEMO.nomsa)).find((message) => message.text.includes(toOrganization));
      link = mail?.text.match(/https?:\/\/\S+\/dashboard\/view-submissions\?submission=[0-9a-f-]+/)?.[0];
      return mail?.subject;
    })
    .toBe(`Your request "${toOrganization}" is now in progress`);
  if (!link) throw new Error('no link in the e-mail');
  await member.goto(link);
  await expect(card(member, toOrganization)).toContainText('In progress');

  // A request to the site operators is handled by a site admin.
  await sendRequest(member, {
    type: 'Bug report',
    recipient: 'Site operators (Masakhane team)',
    title: toSite,
  });
  await member.goto('/dashboard/view-submissions');
  await expect(card(member, toSite)).toContainText('To Site Operations');
  await expect(card(member, toSite)).toContainText('Pending');
  // The organization's admin is not a site operator.
  await admin.reload();
  await expect(admin.getByRole('tab', { name: /^Site Operations/ })).toHaveCount(0);
  const siteAdmin = await openAs(browser, baseURL, DEMO.siteAdmin);
  await siteAdmin.goto('/dashboard/view-submissions');
  await siteAdmin.getByRole('tab', { name: /^Site Operations \(\d+\)$/ }).click();
  await manage(siteAdmin, toSite, { status: 'Resolved', notes: 'Fixed in today’s release.' });
  await expect(card(member, toSite)).toContainText('Resolved');
  await expect(card(member, toSite)).toContainText('Fixed in today’s release.');

  // The priority filter narrows the list and the counts.
  await siteAdmin.getByLabel('Priority').selectOption({ label: 'High' });
  await expect(card(siteAdmin, toSite)).toHaveCount(0);
});
