import { ArrowRight, BookOpenCheck, HandCoins, ReceiptText, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PublicFooter } from '../../layouts/public-footer';
import { PublicHeader } from '../../layouts/public-header';

const GROUP_TYPES = [
  'Stokvels',
  'Burial societies',
  'Savings cooperatives',
  'Investment clubs',
  'Community funds',
];

const FEATURES = [
  {
    icon: HandCoins,
    title: 'Every contribution on record',
    text: 'The treasurer records each payment once. Members see their own history and what the group holds, without asking for a screenshot.',
  },
  {
    icon: BookOpenCheck,
    title: 'A master book per group',
    text: 'Behind the scenes a double-entry ledger: every rand in or out is one balanced entry, and mistakes are corrected by a reversal, never erased.',
  },
  {
    icon: ReceiptText,
    title: 'Loans and repayments',
    text: 'Where your group lends to members, loans, interest and repayments are tracked against the same book as contributions.',
  },
  {
    icon: ShieldCheck,
    title: 'Roles that fit your group',
    text: 'Admins run the group, members see their own records and the group’s totals. Each group’s money stays in that group.',
  },
] as const;

export function HomePage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Masakhane — the shared record for community savings groups</title>
      <PublicHeader />
      <main id="main" className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-primary/15 blur-3xl"
          />
          <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
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
                <Button size="lg" asChild>
                  <Link to="/auth?mode=signup">
                    Get Started
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <Link to="/auth">Sign in to your group</Link>
                </Button>
              </div>
            </div>
            <div className="rounded-2xl border bg-card p-6 shadow-sm">
              <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                Made for
              </h2>
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

        <section id="how-it-works" aria-labelledby="how-it-works-title" className="border-t bg-card/40">
          <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="how-it-works-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              How Masakhane keeps your group honest
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              Trust in a group grows when everyone can see the same numbers. That is the whole idea.
            </p>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border bg-card p-6">
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
      </main>
      <PublicFooter />
    </div>
  );
}
