import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { EARLY_ACCESS_SOURCE_PAGES } from '../../../shared/contracts/site';
import { publicButtonClass } from '../../components/public-button';
import { apiFetch, isApiError } from '../../lib/api';
import { useIsHydrated } from '../../lib/use-is-hydrated';

const SUCCESS_MESSAGE = "Thanks! We'll notify you when new features launch.";
const DUPLICATE_MESSAGE = "You're already on the list!";
const FAILURE_MESSAGE = 'Something went wrong. Please try again.';

// The schema (zod) and the toasts load on first use, keeping them out of the page's first download.
const loadSchema = () => import('../../../shared/contracts/site');
const loadToast = async () => (await import('sonner')).toast;

/** The look of components/ui/input, without cn(): the home page's first download stays free of tailwind-merge. */
const inputClass =
  'flex h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:flex-1 sm:text-sm';

/** One e-mail field that joins the early-access list (spec part 1, sections 2, 5 and 8). */
export function EarlyAccessForm({
  sourcePage = 'home',
}: {
  sourcePage?: (typeof EARLY_ACCESS_SOURCE_PAGES)[number];
}) {
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isHydrated = useIsHydrated();
  const inputId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [{ ZEarlyAccessSignup }, toast] = await Promise.all([loadSchema(), loadToast()]);
    const parsed = ZEarlyAccessSignup.safeParse({ email, sourcePage });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? FAILURE_MESSAGE, { id: 'early-access' });
      return;
    }
    setIsSubmitting(true);
    try {
      await apiFetch('/api/v1/site/early-access', { method: 'POST', body: parsed.data });
      toast.success(SUCCESS_MESSAGE, { id: 'early-access' });
      setEmail('');
    } catch (error) {
      if (isApiError(error) && error.code === 'CONFLICT')
        toast.info(DUPLICATE_MESSAGE, { id: 'early-access' });
      // The server's words say how long to wait.
      else if (isApiError(error) && error.code === 'RATE_LIMITED')
        toast.error(error.message, { id: 'early-access' });
      else toast.error(FAILURE_MESSAGE, { id: 'early-access' });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      method="post"
      aria-label="Early access"
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.co.za"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => void loadSchema()}
        className={inputClass}
      />
      <button
        type="submit"
        className={publicButtonClass({ size: 'lg' })}
        disabled={isSubmitting || !isHydrated}
      >
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        Notify me
      </button>
    </form>
  );
}
