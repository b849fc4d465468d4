import { ArrowLeft, Home } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <StatusPage
      code="404"
      title="Page Not Found"
      actions={
        <>
          <Button asChild>
            <Link to="/">
              <Home aria-hidden />
              Go Home
            </Link>
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden />
            Go Back
          </Button>
        </>
      }
    >
      <title>Page Not Found · Masakhane</title>
      <p>
        There is no page at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{location.pathname}</code>. It may
        have moved, or the link may be mistyped.
      </p>
    </StatusPage>
  );
}
