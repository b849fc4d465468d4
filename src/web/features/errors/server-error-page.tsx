import { Home, MessageSquareWarning, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { Button } from '../../components/ui/button';
import { PublicLayout } from '../../layouts/public-layout';

/** /500: Go Home, Try Again (reloads the page) and Report the Problem (spec part 2, section 2). */
export function ServerErrorPage() {
  return (
    <PublicLayout>
      <title>Server Error · Masakhane</title>
      <meta name="robots" content="noindex" />
      <StatusMessage
        code="500"
        title="Server Error"
        actions={
          <>
            <Button asChild>
              <Link to="/">
                <Home aria-hidden />
                Go Home
              </Link>
            </Button>
            <Button variant="outline" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden />
              Try Again
            </Button>
          </>
        }
        footer={
          <p>
            Still not working?{' '}
            <Link
              to="/contact"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <MessageSquareWarning className="size-4" aria-hidden />
              Report the Problem
            </Link>
          </p>
        }
      >
        <p>
          Something went wrong on our side and the page could not be shown. Your data is safe. Please try
          again in a moment.
        </p>
      </StatusMessage>
    </PublicLayout>
  );
}
