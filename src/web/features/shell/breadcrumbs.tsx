import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { titleFromSlug } from '../../../shared/format';
import { cn } from '../../lib/cn';

export type TBreadcrumb = { path: string; label: string };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One crumb per path segment: '/dashboard/organization/join-requests' -> Dashboard › Organization › Join Requests. */
export function buildBreadcrumbs(pathname: string): TBreadcrumb[] {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  return segments.map((segment, index) => ({
    path: `/${segments.slice(0, index + 1).join('/')}`,
    label: titleFromSlug(decodeSegment(segment)),
  }));
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              {index > 0 && (
                <li aria-hidden className="hidden shrink-0 sm:block">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
              <li className={cn('min-w-0', !isLast && 'hidden sm:block')}>
                {isLast ? (
                  <span aria-current="page" className="block truncate font-medium text-foreground">
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.path} className="truncate transition-colors hover:text-foreground">
                    {crumb.label}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
