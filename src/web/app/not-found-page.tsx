import { ArrowLeft, Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { publicButtonClass } from '../components/public-button';
import { StatusMessage } from '../components/status-message';
import { PublicLayout } from '../layouts/public-layout';

const HELPFUL_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Paths already reported from this tab, so re-renders and returning to the same link report once. */
const reportedPaths = new Set<string>();

/** Tells the server which path was not found (site activity lists them); a failure changes nothing here. */
function useReportNotFound(path: string) {
  useEffect(() => {
    if (reportedPaths.has(path)) return;
    reportedPaths.add(path);
    const referrer = document.referrer ? document.referrer.slice(0, 500) : undefined;
    // Loaded here, not up front: this page is part of every public page's first download.
    import('../lib/api')
      .then(({ apiFetch }) =>
        apiFetch('/api/v1/site/not-found', {
          method: 'POST',
          body: { path: path.slice(0, 500), ...(referrer ? { referrer } : {}) },
          keepalive: true,
        }),
      )
      .catch(() => reportedPaths.delete(path));
  }, [path]);
}

/** Any path no route knows: Go Home, Go Back and a few useful links. */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}`;
  useReportNotFound(path);
  return (
    <PublicLayout>
      <title>Page Not Found · Masakhane</title>
      <meta name="robots" content="noindex" />
      <StatusMessage
        code="404"
        title="Page Not Found"
        actions={
          <>
            <Link to="/" className={publicButtonClass()}>
              <Home aria-hidden />
              Go Home
            </Link>
            <button
              type="button"
              className={publicButtonClass({ variant: 'outline' })}
              onClick={() => navigate(-1)}
            >
              <ArrowLeft aria-hidden />
              Go Back
            </button>
          </>
        }
        footer={
          <nav aria-label="Helpful links">
            <p>Or try one of these:</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1">
              {HELPFUL_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      >
        <p>
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{location.pathname}</code>. It
          may have moved, or the link may be mistyped.
        </p>
      </StatusMessage>
    </PublicLayout>
  );
}
