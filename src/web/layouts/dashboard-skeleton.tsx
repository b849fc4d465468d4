/**
 * The dashboard's frame before anything about the user is known: sidebar, header and grey blocks where the
 * page will be, laid out as dashboard-layout.tsx lays out the real ones. It is the same for everyone (no name,
 * no organization, no figures), so scripts/prerender.mjs writes it into the HTML of every /dashboard page and
 * it paints before any script runs; the app shows it again while the session and the page's code load, so
 * the real shell takes its place without a jump. Plain markup: it is part of the entry chunk.
 */
import { BrandMark } from '../components/brand-mark';
import { TypeSamples } from './type-samples';

const BLOCK = 'animate-pulse rounded-md bg-muted motion-reduce:animate-none';

function Block({ className }: { className: string }) {
  return <div aria-hidden className={`${BLOCK} ${className}`} />;
}

function SidebarSkeleton() {
  return (
    <aside
      aria-hidden
      className="hidden w-64 shrink-0 self-stretch border-r bg-card md:block"
      data-state="expanded"
    >
      <div className="sticky top-0 flex h-dvh flex-col">
        <div className="p-2">
          <Block className="h-12 w-full" />
        </div>
        <div className="h-px w-full shrink-0 bg-border" />
        <div className="flex min-h-0 flex-1 flex-col gap-1.5 overflow-hidden p-2">
          <Block className="mx-2.5 mb-1 h-3 w-20" />
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Block key={key} className="h-8 w-full" />
          ))}
          <Block className="mx-2.5 mt-4 mb-1 h-3 w-24" />
          {['g', 'h', 'i'].map((key) => (
            <Block key={key} className="h-8 w-full" />
          ))}
        </div>
        <div className="h-px w-full shrink-0 bg-border" />
        <div className="p-2">
          <Block className="h-9 w-full" />
        </div>
      </div>
    </aside>
  );
}

function HeaderSkeleton() {
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 sm:px-4">
      <Block className="size-9" />
      <div className="h-5 w-px shrink-0 bg-border" />
      <div className="flex min-w-0 flex-1 items-center gap-2 px-1">
        <BrandMark className="size-6 shrink-0" />
        <span className="truncate text-sm font-semibold tracking-tight">Masakhane</span>
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <Block className="h-9 w-9 sm:w-52" />
        <Block className="size-9" />
        <Block className="size-9 rounded-full" />
      </div>
    </header>
  );
}

export function DashboardSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh bg-background">
      <TypeSamples />
      <SidebarSkeleton />
      <div className="flex min-w-0 flex-1 flex-col">
        <HeaderSkeleton />
        <main className="w-full flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8" aria-busy="true">
          <div className="mx-auto grid w-full max-w-6xl gap-6">
            <p role="status" className="sr-only">
              {label}
            </p>
            <div className="flex items-center gap-4">
              <Block className="size-14 rounded-full" />
              <div className="grid gap-2">
                <Block className="h-7 w-56" />
                <Block className="h-4 w-40" />
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {['a', 'b', 'c', 'd'].map((card) => (
                <Block key={card} className="h-28 rounded-xl" />
              ))}
            </div>
            <Block className="h-72 rounded-xl" />
          </div>
        </main>
      </div>
    </div>
  );
}
