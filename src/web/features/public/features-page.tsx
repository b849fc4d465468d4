import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PublicLayout, PublicPageHead, PublicPageIntro } from '../../layouts/public-layout';
import { FEATURE_GROUPS } from './features-content';

/** /features: what Masakhane does, grouped by who it helps. */
export function FeaturesPage() {
  return (
    <PublicLayout>
      <PublicPageHead
        title="Features"
        description="In-app payments, PDF receipts, payment-slip verification, burial cover tracking and a master book for every community savings group."
      />
      <PublicPageIntro eyebrow="Features" title="Everything a savings group needs, nothing it does not">
        <p>
          Masakhane is built around how stokvels, burial societies, cooperatives and investment clubs really
          work: monthly contributions, payouts, loans to members, and a treasurer who has to account for every
          rand.
        </p>
      </PublicPageIntro>

      {FEATURE_GROUPS.map((group, index) => (
        <section
          key={group.id}
          aria-labelledby={`${group.id}-title`}
          className={index % 2 === 1 ? 'border-y bg-card/40' : undefined}
        >
          <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
            <h2 id={`${group.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {group.title}
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">{group.intro}</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {group.items.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4 rounded-xl border bg-card p-5">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section className="mx-auto w-full max-w-6xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight">Ready to put your group’s book online?</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Start with a 14-day free trial. Bring your members in when you are ready.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to="/auth?mode=signup">
              Get Started
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/pricing">See pricing</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
