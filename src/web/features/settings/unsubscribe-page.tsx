import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../layouts/auth-card';
import { apiFetch } from '../../lib/api';
import { getErrorMessage } from '../../lib/errors';

const linkClass = 'rounded-sm font-medium text-primary underline-offset-4 hover:underline';

/** /unsubscribe?token=...: one click stops the kind of e-mail the link came in (no sign-in needed). */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiFetch<{ setting: string }>('/api/v1/unsubscribe', { method: 'POST', body: { token } }),
  });

  return (
    <AuthCard title="Unsubscribe" description="Stop this kind of e-mail from Masakhane.">
      {unsubscribe.isSuccess ? (
        <p role="status" className="text-sm">
          Done: <strong>{unsubscribe.data.setting}</strong> is off. You can turn it back on any time in{' '}
          <Link to="/dashboard/settings" className={linkClass}>
            Settings
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Security e-mails (sign-in, password, two-factor) are always sent.
          </p>
          {unsubscribe.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(unsubscribe.error, 'This unsubscribe link is not valid')}
            </p>
          )}
          <Button
            className="w-full"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending && <Spinner />}
            Unsubscribe
          </Button>
        </>
      )}
    </AuthCard>
  );
}
