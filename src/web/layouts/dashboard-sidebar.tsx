import { lazy, Suspense, useState } from 'react';
import { useSidebar } from '../features/shell/sidebar-state';
import { cn } from '../lib/cn';
import { SidebarBody } from './sidebar-body';

const MobileSidebar = lazy(async () => ({ default: (await import('./mobile-sidebar')).MobileSidebar }));

/**
 * The dashboard sidebar: 16rem wide or 3rem of icons on a desktop (Ctrl/Cmd+B, remembered in a cookie), a
 * drawer of 18rem under 768px, whose code loads the first time it opens. A phone never renders the desktop
 * sidebar (it would be hidden): its organization switcher, pages and icons were a tenth of a phone's first
 * render.
 */
export function DashboardSidebar() {
  const { isMobile, isExpanded, isMobileOpen } = useSidebar();
  const [hasOpenedOnPhone, setHasOpenedOnPhone] = useState(false);
  if (isMobile && isMobileOpen && !hasOpenedOnPhone) setHasOpenedOnPhone(true);
  return (
    <>
      {!isMobile && (
        <aside
          aria-label="Sidebar"
          data-state={isExpanded ? 'expanded' : 'collapsed'}
          className={cn(
            // The background runs the page's full height; the body inside stays in view while the page scrolls.
            'hidden shrink-0 self-stretch border-r bg-card transition-[width] duration-200 md:block',
            isExpanded ? 'w-64' : 'w-12',
          )}
        >
          <div className="sticky top-0 flex h-dvh flex-col">
            <SidebarBody isCollapsed={!isExpanded} />
          </div>
        </aside>
      )}
      {isMobile && hasOpenedOnPhone && (
        <Suspense fallback={null}>
          <MobileSidebar />
        </Suspense>
      )}
    </>
  );
}
