import { Brand } from '../components/brand';
import { StatusMessage, type TStatusProps } from '../components/status-message';

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
