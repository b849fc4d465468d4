/**
 * The operator's published contact details (contact page, Help and the legal pages), from configuration read
 * when the web app is built (PUBLIC_* variables, see the README). A phone that is not configured is not shown.
 */
const env = import.meta.env as Readonly<Record<string, string | undefined>>;

function read(name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function phone(label: string, name: string): { label: string; number: string; href: string }[] {
  const number = env[name]?.trim();
  return number ? [{ label, number, href: `tel:${number.replace(/[^\d+]/g, '')}` }] : [];
}

export const CONTACT_DETAILS = {
  emails: [
    { label: 'General enquiries', address: read('PUBLIC_CONTACT_EMAIL', 'hello@masakhane.co.za') },
    { label: 'Support', address: read('PUBLIC_SUPPORT_EMAIL', 'support@masakhane.co.za') },
  ],
  phones: [...phone('Office', 'PUBLIC_CONTACT_PHONE'), ...phone('Support line', 'PUBLIC_SUPPORT_PHONE')],
  hours: read('PUBLIC_CONTACT_HOURS', 'Monday to Friday 9am to 5pm SAST'),
  location: read('PUBLIC_CONTACT_LOCATION', 'Observatory, Cape Town'),
} as const;
