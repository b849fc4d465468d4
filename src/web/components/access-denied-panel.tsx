import { ArrowLeft, Home, LayoutDashboard, ShieldX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from './ui/button';

export const ACCESS_DENIED_TEXT =
  "This feature is currently unavailable or you don't have permission to access it. The feature may be temporarily disabled for maintenance or your organization may not have access to it yet.";

/**
 * The access-denied message (spec part 1, section 2). The public page (/403) offers Go Home and Go Back;
 * inside the dashboard shell the first action is Go to Dashboard instead.
 */
export function AccessDeniedPanel({ isInDashboard }: { isInDashboard: boolean }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="access-denied-title" className="mx-auto max-w-md px-4 py-12 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldX className="size-7" aria-hidden />
      </div>
      <p className="mt-4 text-sm font-semibold tracking-wider text-primary">403</p>
      <h1 id="access-denied-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Access Denied
      </h1>
      <p className="mt-4 text-muted-foreground">{ACCESS_DENIED_TEXT}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {isInDashboard ? (
          <Button asChild>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden />
              Go to Dashboard
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/">
              <Home aria-hidden />
              Go Home
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden />
          Go Back
        </Button>
      </div>
      <p className="mt-8 text-sm text-muted-foreground">
        Need access?{' '}
        <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          Contact Support
        </Link>
      </p>
    </section>
  );
}
