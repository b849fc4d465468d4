import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Every public page: skip link, top bar, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

/** A public page's title and the description search engines show, which React places in the document head. */
export function PublicPageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · Masakhane`}</title>
      <meta name="description" content={description} />
    </>
  );
}

/** The heading block at the top of a public page. */
export function PublicPageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-card/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && (
          <div className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{children}</div>
        )}
      </div>
    </section>
  );
}
