/** The operator's published contact details (contact page and the support links). */
export const CONTACT_DETAILS = {
  emails: [
    { label: 'General enquiries', address: 'hello@masakhane.co.za' },
    { label: 'Support', address: 'support@masakhane.co.za' },
  ],
  phones: [
    { label: 'Office', number: '+27 21 447 2180', href: 'tel:+27214472180' },
    { label: 'Support line', number: '+27 72 618 4403', href: 'tel:+27726184403' },
  ],
  hours: 'Monday to Friday 9am to 5pm SAST',
  location: { area: 'Observatory', city: 'Cape Town', country: 'South Africa' },
} as const;
