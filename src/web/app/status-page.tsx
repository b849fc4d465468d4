import type { ReactNode } from 'react';
import { Brand } from '../components/brand';

/** Full-page message used by the 404 and error screens. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6">
        <Brand />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold tracking-wider text-primary">{code}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <div className="mt-4 text-muted-foreground">{children}</div>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
        </div>
      </main>
    </div>
  );
}
