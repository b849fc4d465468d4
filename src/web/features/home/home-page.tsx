import { ArrowRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { publicButtonClass } from '../../components/public-button';
import { PublicLayout } from '../../layouts/public-layout';
import { EarlyAccessForm } from './early-access-form';
import { GROUP_TYPES, HOME_FEATURES, HOME_FIGURES } from './home-content';

export function HomePage() {
  return (
    <PublicLayout>
      <title>Masakhane — the shared record for community savings groups</title>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-primary/15 blur-3xl"
        />
        <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-24 sm:pb-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
              <UsersRound className="size-3.5 text-primary" aria-hidden />
              Built for South African community savings groups
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              The shared record your savings group can trust
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
              Masakhane replaces the exercise book, the WhatsApp group and the bank-slip photos with one
              record everyone can see: who paid what and when, who owes what, and what the group holds.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/auth?mode=signup" className={publicButtonClass({ size: 'lg' })}>
                Get Started
                <ArrowRight aria-hidden />
              </Link>
              <Link to="/features" className={publicButtonClass({ size: 'lg', variant: 'outline' })}>
                See all features
              </Link>
            </div>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Made for</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {GROUP_TYPES.map((type) => (
                <li
                  key={type}
                  className="rounded-full bg-accent px-3 py-1.5 text-sm font-medium text-accent-foreground"
                >
                  {type}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">
              One account, many groups: belong to your burial society and your stokvel, and switch between
              them. Each group keeps its own members, money and history.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="border-t bg-card/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="features-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Everything your society runs on, in one place
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Trust in a group grows when everyone can see the same numbers. That is the whole idea.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {HOME_FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-5">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Masakhane in numbers" className="border-t">
        <dl className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-14 text-center sm:grid-cols-3 sm:px-6">
          {HOME_FIGURES.map(({ value, label }) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="order-first text-4xl font-bold tracking-tight text-primary">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="early-access-title" className="border-t bg-card/40">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="early-access-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Get early access to new features
            </h2>
            <p className="mt-3 text-muted-foreground">
              Leave your e-mail address and we will tell you when new features launch. No spam, and you can
              ask us to remove you at any time.
            </p>
          </div>
          <EarlyAccessForm sourcePage="home" />
        </div>
      </section>
    </PublicLayout>
  );
}
