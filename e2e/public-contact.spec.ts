import { toast } from './support/auth-page';
import { readMessages } from './support/mail';
import { waitForInteractive } from './support/public-site';
import { expect, test } from './support/test';

/** The operator inbox the e2e server mails contact messages to (CONTACT_INBOX's default). */
const CONTACT_INBOX = 'hello@masakhane.co.za';

test('the contact form shows the first validation message, then delivers a valid message', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForInteractive(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Monday to Friday 9am to 5pm SAST')).toBeVisible();
  await expect(main.getByText('Observatory, Cape Town')).toBeVisible();
  // No phone number is configured for this run, so none is shown.
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Contact us' });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(toast(page, 'Validation Error')).toContainText('Name is required');

  await form.getByLabel('Full Name').fill('Sipho Nkosi');
  await form.getByLabel('Email').fill('sipho-at-example');
  await send.click();
  await expect(toast(page, 'Validation Error')).toContainText('Invalid email address');

  const message = `Please show our stokvel how payouts work (${Date.now().toString(36)}).`;
  await form.getByLabel('Email').fill('sipho@example.test');
  await form.getByLabel('Phone Number (optional)').fill('+27 82 555 0199');
  await send.click();
  await expect(toast(page, 'Validation Error')).toContainText('Message is required');

  await form.getByLabel('Message').fill(message);
  await send.click();
  await expect(toast(page, 'Message Sent!')).toContainText(
    "Thank you for contacting us. We'll get back to you soon.",
  );
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  // Stored by the server and e-mailed to the operator inbox.
  await expect
    .poll(async () => (await readMessages(CONTACT_INBOX)).find((mail) => mail.text.includes(message)), {
      message: 'the contact message in the operator inbox',
      timeout: 15_000,
    })
    .toMatchObject({ subject: 'Contact form: Sipho Nkosi' });
  const [mail] = (await readMessages(CONTACT_INBOX)).filter((item) => item.text.includes(message));
  expect(mail?.text).toContain('Email: sipho@example.test');
  expect(mail?.text).toContain('Phone: +27 82 555 0199');
});
