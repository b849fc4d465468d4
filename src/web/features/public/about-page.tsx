import { HeartHandshake, MapPin, Scale, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PublicLayout, PublicPageHead, PublicPageIntro } from '../../layouts/public-layout';
import { CONTACT_DETAILS } from '../../lib/contact-details';

const VALUES = [
  {
    icon: UsersRound,
    title: 'The group comes first',
    text: 'Stokvels and burial societies are built on trust between neighbours. We build tools that strengthen that trust, not replace it.',
  },
  {
    icon: Scale,
    title: 'Every rand accounted for',
    text: 'A treasurer should be able to show any member exactly where the money went. Our ledger never forgets and never hides.',
  },
  {
    icon: HeartHandshake,
    title: 'Simple enough for everyone',
    text: 'If a member can use WhatsApp, they can use Masakhane: on an entry-level phone, on a slow connection, in plain language.',
  },
] as const;

/** /about: who we are and why we build Masakhane. */
export function AboutPage() {
  return (
    <PublicLayout>
      <PublicPageHead
        title="About"
        description="Masakhane builds the shared record for South African stokvels, burial societies and community savings groups, from Observatory, Cape Town."
      />
      <PublicPageIntro eyebrow="About us" title="Masakhane: let us build together">
        <p>
          Community savings groups move billions of rand every year in South Africa, mostly on paper, in chat
          groups and on trust. We are here to give that trust a record it deserves.
        </p>
      </PublicPageIntro>

      <section aria-labelledby="story-title" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="story-title" className="text-2xl font-bold tracking-tight">
          Why we started
        </h2>
        <div className="mt-4 grid gap-4 text-muted-foreground">
          <p>
            Almost every South African family has a stokvel or a burial society in its story. They pay for
            funerals, school fees, groceries in December and first homes. They work because members know and
            trust one another.
          </p>
          <p>
            But the record keeping is hard. The treasurer keeps an exercise book, members send photos of bank
            slips, and at the end of the year someone spends a weekend adding it all up. When a book goes
            missing or a number does not add up, trust suffers.
          </p>
          <p>
            Masakhane gives every group one shared record: who paid what and when, who owes what, and what the
            group holds, with a receipt for every rand. Admins run the group; members can see their own
            history at any time.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="border-y bg-card/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="values-title" className="text-2xl font-bold tracking-tight">
            What we believe
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6">
                <Icon className="size-6 text-primary" aria-hidden />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="where-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <MapPin className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 id="where-title" className="text-xl font-semibold">
                Based in {CONTACT_DETAILS.location}
              </h2>
              <p className="mt-2 max-w-xl text-sm text-muted-foreground">
                We work from Cape Town and serve communities nationwide, from Soweto to Mthatha to Polokwane.
              </p>
            </div>
          </div>
          <Button asChild>
            <Link to="/contact">Get in touch</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
