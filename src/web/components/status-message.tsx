import type { ReactNode } from 'react';

export type TStatusProps = {
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
