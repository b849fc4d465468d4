import type { ReactNode } from 'react';
import { Brand } from '../components/brand';

type TStatusProps = {
  code: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Shown under the actions, e.g. where to get help. */
  footer?: ReactNode;
};

/** The code, title, explanation and actions of an error screen (404, 500, router failures). */
export function StatusMessage({ code, title, children, actions, footer }: TStatusProps) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wider text-primary">{code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-muted-foreground">{children}</div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      {footer && <div className="mt-8 text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}

/** A full page around StatusMessage with only the brand: for failures where the rest of the app may be broken. */
export function StatusPage(props: TStatusProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6">
        <Brand />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center pb-16">
        <StatusMessage {...props} />
      </main>
    </div>
  );
}
