import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../../lib/contact-details';
import { LegalDocument, type TLegalSection } from './legal-document';

/**
 * The day this policy last changed. A fixed date rather than "today": the page is pre-rendered at build time,
 * and a policy's date must say when its text changed (docs/decisions/0009-prerendered-public-pages.md).
 */
export const PRIVACY_POLICY_UPDATED = '2026-11-20';

const [generalEmail] = CONTACT_DETAILS.emails;

const SECTIONS: TLegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        Masakhane (“we”, “us”) provides an online record-keeping platform for community savings groups such as
        stokvels, burial societies, cooperatives and investment clubs. This policy explains what personal
        information we collect, why, how we protect it and what your rights are under the Protection of
        Personal Information Act 4 of 2013 (POPIA). We are the responsible party for the information described
        here.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            Account details: your full name, e-mail address and, if you choose, a company name and photo.
          </li>
          <li>
            Group records: the organizations you belong to, your role in them, and the contributions, loans,
            repayments, receipts and requests recorded for you.
          </li>
          <li>Messages you send us through the contact form, including an optional phone number.</li>
          <li>
            Security information: sign-in times, failed sign-in attempts, your IP address and browser type,
            kept to protect your account.
          </li>
          <li>Addresses left on our early-access list.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>
          To provide the service: keep your group’s records, produce receipts and reports, and show them to
          the people entitled to see them.
        </li>
        <li>To send messages you need: e-mail verification, receipts, and replies to your questions.</li>
        <li>To keep accounts safe: detect and stop suspicious sign-ins and misuse.</li>
        <li>To tell you about new features, only if you joined the early-access list.</li>
        <li>To meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes. Connections are encrypted, accounts can be
        protected with two-factor authentication, and every change to financial records is written to an audit
        trail. Inside the service, access follows your role: members see their own records and their group’s
        totals; organization admins see their organization’s records; no group can see another’s.
      </p>
    ),
  },
  {
    id: 'data-sharing',
    title: 'Data Sharing',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>with the admins of the organizations you belong to, for that organization’s records;</li>
          <li>
            with service providers who host the platform or deliver our e-mail, under contracts that oblige
            them to protect it;
          </li>
          <li>when the law requires it, or to protect the rights and safety of our users.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights (POPIA)',
    body: (
      <>
        <p>Under POPIA you have the right to:</p>
        <ul>
          <li>ask whether we hold personal information about you, and for a copy of it;</li>
          <li>
            ask us to correct or delete information that is inaccurate, out of date or no longer needed;
          </li>
          <li>object to our processing of your information, including for direct marketing;</li>
          <li>withdraw consent you gave us, at any time;</li>
          <li>complain to the Information Regulator of South Africa (inforegulator.org.za).</li>
        </ul>
        <p>
          Financial records of a group may have to be kept for the period the law requires, even after you
          leave it; we will tell you when that applies.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Tracking',
    body: (
      <p>
        We use one essential cookie to keep you signed in. Your browser also stores your theme choice and the
        organization you last selected. We record which of our pages were requested but not found, to fix
        broken links. We do not use advertising cookies or third-party trackers.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        Masakhane is not intended for anyone under 18. We do not knowingly collect personal information from
        children; if you believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy when the service or the law changes. The date at the top shows when it last
        changed; for significant changes we will also tell signed-in users.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        For questions or requests about your personal information, e-mail{' '}
        <a href={`mailto:${generalEmail.address}`}>{generalEmail.address}</a>, write to us in{' '}
        {CONTACT_DETAILS.location}, or use our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

/** /privacy: the ten sections of the privacy policy (spec part 2, section 2). */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How Masakhane collects, uses and protects personal information, and your rights under POPIA."
      lastUpdated={PRIVACY_POLICY_UPDATED}
      intro={<p>Your group’s records are personal and financial. We treat them that way.</p>}
      sections={SECTIONS}
    />
  );
}
