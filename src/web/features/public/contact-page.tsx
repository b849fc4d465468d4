import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PublicLayout, PublicPageHead, PublicPageIntro } from '../../layouts/public-layout';
import { CONTACT_DETAILS } from '../../lib/contact-details';
import { ContactForm } from './contact-form';

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex gap-4 rounded-xl border bg-card p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1.5 grid gap-1 text-muted-foreground">{children}</div>
      </div>
    </section>
  );
}

/** /contact: Get in Touch form beside the operator's e-mail, phones, hours and location. */
export function ContactPage() {
  const { emails, phones, hours, location } = CONTACT_DETAILS;
  return (
    <PublicLayout>
      <PublicPageHead
        title="Contact"
        description="Get in touch with Masakhane: questions, demonstrations and support for your stokvel or burial society."
      />
      <PublicPageIntro eyebrow="Contact" title="Get in Touch">
        <p>
          Questions about Masakhane, a demonstration for your group, or help with your account: we read
          everything.
        </p>
      </PublicPageIntro>
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-2xl border bg-card p-6 sm:p-8">
          <ContactForm />
        </div>
        <div className="grid content-start gap-4">
          <DetailCard icon={<Mail className="size-5" aria-hidden />} title="Email">
            {emails.map(({ label, address }) => (
              <p key={address}>
                <span className="block">{label}</span>
                <a href={`mailto:${address}`} className="font-medium text-primary hover:underline">
                  {address}
                </a>
              </p>
            ))}
          </DetailCard>
          <DetailCard
            icon={<Phone className="size-5" aria-hidden />}
            title={phones.length > 0 ? 'Phone' : 'Hours'}
          >
            {phones.map(({ label, number, href }) => (
              <p key={href}>
                <span className="block">{label}</span>
                <a href={href} className="font-medium text-primary hover:underline">
                  {number}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-1.5">
              <Clock className="size-3.5" aria-hidden />
              {hours}
            </p>
          </DetailCard>
          <DetailCard icon={<MapPin className="size-5" aria-hidden />} title="Location">
            <p>{location}</p>
            <p>Serving communities nationwide</p>
          </DetailCard>
        </div>
      </div>
    </PublicLayout>
  );
}
