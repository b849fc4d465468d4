import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format';
import { PublicLayout, PublicPageHead } from '../../layouts/public-layout';

export type TLegalSection = { id: string; title: string; body: ReactNode };

/** A policy page: title, last-updated date, contents and numbered sections. */
export function LegalDocument({
  title,
  description,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  description: string;
  /** A calendar date, 'YYYY-MM-DD': the day the text last changed (fixed, so the pre-rendered page is right). */
  lastUpdated: string;
  intro: ReactNode;
  sections: TLegalSection[];
}) {
  return (
    <PublicLayout>
      <PublicPageHead title={title} description={description} />
      <article className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
        <header className="border-b pb-8">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight">{title}</h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
          </p>
          <div className="mt-5 text-muted-foreground">{intro}</div>
        </header>
        <nav aria-label="Contents" className="mt-8 rounded-xl border bg-card p-5">
          <h2 className="text-sm font-semibold">Contents</h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 grid gap-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-muted-foreground [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </article>
    </PublicLayout>
  );
}
