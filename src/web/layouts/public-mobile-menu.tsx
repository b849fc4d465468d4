import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { publicButtonClass } from '../components/public-button';
import { PUBLIC_NAV_LINKS } from '../features/public/public-nav-links';
import type { TPublicSession } from '../lib/public-session';
import { PublicVisitorActions } from './public-visitor-actions';

const PublicAccountLinks = lazy(async () => ({
  default: (await import('./public-account-menu')).PublicAccountLinks,
}));

/** Under 768 px the top bar's links and account actions fold into this menu. */
export function PublicMobileMenu({ session }: { session: TPublicSession }) {
  const location = useLocation();
  // Opening remembers the page it was opened on, so any navigation closes the menu by itself.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const isOpen = openOnKey === location.key;
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnKey(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpenOnKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={publicButtonClass({ variant: 'ghost', size: 'icon' })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenOnKey(isOpen ? null : location.key)}
      >
        {isOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-16 border-b bg-background px-3 pt-2 pb-4 shadow-lg sm:px-6"
      >
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {PUBLIC_NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent ${
                      isActive ? 'bg-accent text-accent-foreground' : ''
                    }`
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 border-t pt-3">
          {session.status === 'signed-in' ? (
            <Suspense fallback={null}>
              <PublicAccountLinks user={session.user} />
            </Suspense>
          ) : (
            <PublicVisitorActions className="grid grid-cols-2 gap-2" />
          )}
        </div>
      </div>
    </div>
  );
}
