import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../../lib/contact-details';
import { LegalDocument, type TLegalSection } from './legal-document';

/** The day these terms last changed (fixed: see privacy-page.tsx). */
export const TERMS_UPDATED = '2026-11-20';

const [generalEmail] = CONTACT_DETAILS.emails;

const SECTIONS: TLegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using Masakhane you agree to these terms. If you use Masakhane on behalf of
        an organization, you confirm that you may bind it to them. If you do not agree, do not use the
        service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Description of Service',
    body: (
      <p>
        Masakhane is an online platform on which community savings groups keep their records: members,
        contributions, loans, repayments, receipts, reports and requests. Masakhane is a record-keeping tool.
        It is not a bank, does not hold your group’s money and does not give financial advice.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: (
      <ul>
        <li>You must be 18 or older and give accurate information when you sign up.</li>
        <li>Keep your password secret and use two-factor authentication where you can.</li>
        <li>
          You are responsible for what happens under your account; tell us at once if you suspect misuse.
        </li>
        <li>We may suspend an account that breaks these terms or puts other users at risk.</li>
      </ul>
    ),
  },
  {
    id: 'responsibilities',
    title: 'User Responsibilities',
    body: (
      <ul>
        <li>Record only true information, and only about people who agreed to be members of your group.</li>
        <li>
          Organization admins are responsible for their group’s constitution, decisions and member records.
        </li>
        <li>
          Do not try to reach data you are not entitled to, disrupt the service or use it for unlawful
          purposes.
        </li>
      </ul>
    ),
  },
  {
    id: 'financial-transactions',
    title: 'Financial Transactions',
    body: (
      <p>
        Amounts are recorded in South African rand. Records are entered by your group’s admins and members,
        and their accuracy is your group’s responsibility. Recorded entries are never erased; mistakes are
        corrected with a reversing entry, so the history stays complete. Subscription fees are payable monthly
        in advance and are not refundable for part months.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The Masakhane software, name and design belong to us. Your group’s records belong to your group; you
        give us only the permission we need to store and show them to the people entitled to see them.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        We work hard to keep Masakhane available and correct, but provide it “as is”. To the extent the law
        allows, we are not liable for indirect or consequential loss, or for losses caused by information
        entered by users. Our total liability is limited to the fees your organization paid us in the twelve
        months before the claim.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You indemnify Masakhane against claims by third parties arising from your breach of these terms or
        from information you recorded unlawfully.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute Resolution',
    body: (
      <p>
        These terms are governed by the law of the Republic of South Africa. If a dispute cannot be settled by
        talking to us, it will be referred to arbitration in Johannesburg under the rules of the Arbitration
        Foundation of Southern Africa, without affecting your rights under the Consumer Protection Act.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may change these terms. The date at the top shows the latest version; we will tell signed-in users
        of significant changes before they take effect. Using Masakhane after that means you accept the new
        terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about these terms: e-mail{' '}
        <a href={`mailto:${generalEmail.address}`}>{generalEmail.address}</a> or use our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

/** /terms: the eleven sections of the terms of service (spec part 2, section 2). */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using Masakhane, the record-keeping platform for community savings groups."
      lastUpdated={TERMS_UPDATED}
      intro={<p>The rules for using Masakhane, in plain language.</p>}
      sections={SECTIONS}
    />
  );
}
