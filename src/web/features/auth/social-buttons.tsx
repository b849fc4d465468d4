import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { loadAuthClient } from '../../lib/load-auth-client';
import { toastError } from '../../lib/toasts';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { GitHubIcon, GoogleIcon } from './provider-icons';

type TProvider = 'google' | 'github';

const PROVIDERS = [
  { id: 'google', label: 'Google', Icon: GoogleIcon },
  { id: 'github', label: 'GitHub', Icon: GitHubIcon },
] as const satisfies readonly { id: TProvider; label: string; Icon: typeof GoogleIcon }[];

/** 'Continue with Google' and 'Continue with GitHub'; on success the browser leaves for the provider. */
export function SocialButtons({ callbackURL, disabled }: { callbackURL: string; disabled?: boolean }) {
  const [pendingProvider, setPendingProvider] = useState<TProvider | null>(null);
  const isHydrated = useIsHydrated();

  async function signInWith(provider: TProvider, label: string) {
    setPendingProvider(provider);
    try {
      const authClient = await loadAuthClient();
      const { data, error } = await authClient.signIn.social({
        provider,
        callbackURL,
        errorCallbackURL: '/auth',
      });
      if (error || !data || !('url' in data) || !data.url) {
        toastError(error, `An error occurred with ${label} sign-in`);
        setPendingProvider(null);
        return;
      }
      // Off to the provider; keep the spinner until the page goes.
      window.location.assign(data.url);
    } catch {
      toast.error(`An error occurred with ${label} sign-in`);
      setPendingProvider(null);
    }
  }

  return (
    <div className="grid gap-3">
      {PROVIDERS.map(({ id, label, Icon }) => (
        <Button
          key={id}
          variant="outline"
          className="w-full"
          disabled={disabled || !isHydrated || pendingProvider !== null}
          onClick={() => signInWith(id, label)}
        >
          {pendingProvider === id ? <Spinner /> : <Icon className="size-4" />}
          Continue with {label}
        </Button>
      ))}
    </div>
  );
}
