import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { Brand } from '../components/brand';
import { ThemeToggle } from '../components/theme-toggle';
import { PUBLIC_NAV_LINKS } from '../features/public/public-nav-links';
import { usePublicSession } from '../lib/public-session';
import { PublicMobileMenu } from './public-mobile-menu';
import { PublicVisitorActions } from './public-visitor-actions';

// Only signed-in visitors download the account menu (and the sign-out code behind it).
const PublicAccountMenu = lazy(async () => ({
  default: (await import('./public-account-menu')).PublicAccountMenu,
}));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground ${
    isActive ? 'text-foreground' : 'text-muted-foreground'
  }`;

/** Top bar of the public pages: brand, page links, theme, and Login/Get Started or the account menu. */
export function PublicHeader() {
  const session = usePublicSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-3 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {PUBLIC_NAV_LINKS.map(({ to, label }) => (
            <NavLink key={to} to={to} className={navLinkClass}>
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <div className="hidden md:block">
            {session.status === 'signed-in' ? (
              <Suspense fallback={<span className="block size-10" />}>
                <PublicAccountMenu user={session.user} />
              </Suspense>
            ) : (
              <PublicVisitorActions className="flex items-center gap-2" />
            )}
          </div>
          <PublicMobileMenu session={session} />
        </div>
      </div>
    </header>
  );
}
