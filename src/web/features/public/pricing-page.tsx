import { Check, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { PublicLayout, PublicPageHead, PublicPageIntro } from '../../layouts/public-layout';
import { cn } from '../../lib/cn';
import { ALL_PLANS_INCLUDE, PRICING_FAQ, PRICING_PLANS, type TPricingPlan } from './pricing-plans';

function PlanCard({ plan, previous }: { plan: TPricingPlan; previous: TPricingPlan | undefined }) {
  const titleId = `plan-${plan.id}`;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.isMostPopular && 'border-primary ring-1 ring-primary',
      )}
    >
      {plan.isMostPopular && (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most Popular
        </p>
      )}
      <h2 id={titleId} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-x-1 whitespace-nowrap">
        <span className="text-3xl font-bold tracking-tight tabular-nums lg:text-[1.625rem] xl:text-3xl">
          {formatCents(plan.priceCents)}
        </span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <p className="mt-1 text-sm font-medium">per {plan.members} members</p>
      <Button className="mt-6" variant={plan.isMostPopular ? 'default' : 'outline'} asChild>
        <Link to="/auth?mode=signup" aria-label={`Get Started with ${plan.name}`}>
          Get Started
        </Link>
      </Button>
      <ul className="mt-6 grid gap-2.5 text-sm">
        {previous && (
          <li className="flex gap-2 font-medium">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            Everything in {previous.name}
          </li>
        )}
        {plan.adds.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /pricing: four plans, what all include, the FAQ and custom work (spec part 2, sections 2 and 9). */
export function PricingPage() {
  return (
    <PublicLayout>
      <PublicPageHead
        title="Pricing"
        description="Masakhane plans for burial societies, stokvels, cooperatives and investment clubs, priced monthly in rand."
      />
      <PublicPageIntro eyebrow="Pricing" title="Simple monthly plans, in rand">
        <p>
          Pick the plan that fits your group. Every plan starts with a 14-day free trial, no card required.
        </p>
      </PublicPageIntro>

      <section aria-label="Plans" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PRICING_PLANS.map((plan, index) => (
            <PlanCard key={plan.id} plan={plan} previous={PRICING_PLANS[index - 1]} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">
          Prices are per month, in South African rand (ZAR).
        </p>
      </section>

      <section aria-labelledby="all-plans-title" className="border-y bg-card/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="all-plans-title" className="text-2xl font-bold tracking-tight">
            All Plans Include
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ALL_PLANS_INCLUDE.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-6 divide-y rounded-xl border bg-card">
          {PRICING_FAQ.map(({ question, answer }) => (
            <details key={question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="mt-3 text-sm text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="custom-title" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-accent p-8 text-accent-foreground sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="custom-title" className="text-xl font-semibold">
              Need a custom solution?
            </h2>
            <p className="mt-2 max-w-xl text-sm">
              Running a federation of societies, a large cooperative or something we have not thought of? We
              build custom features for enterprise customers.
            </p>
          </div>
          <Button size="lg" asChild>
            <Link to="/contact">Contact Sales</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
