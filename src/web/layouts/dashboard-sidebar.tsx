import { Brand } from '../components/brand';
import { Separator } from '../components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet';
import { OrganizationSwitcher } from '../features/shell/organization-switcher';
import { SidebarNav } from '../features/shell/sidebar-nav';
import { useSidebar } from '../features/shell/sidebar-state';
import { SignOutButton } from '../features/shell/sign-out-button';
import { cn } from '../lib/cn';

function SidebarBody({ isCollapsed, onNavigate }: { isCollapsed: boolean; onNavigate?: () => void }) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className={cn('p-2', isCollapsed && 'flex justify-center px-1.5')}>
        <OrganizationSwitcher isCollapsed={isCollapsed} onNavigate={onNavigate} />
      </div>
      <Separator />
      <div className={cn('scroll-shadows-y min-h-0 flex-1 overflow-y-auto p-2', isCollapsed && 'px-1.5')}>
        <SidebarNav isCollapsed={isCollapsed} onNavigate={onNavigate} />
      </div>
      <Separator />
      <div className={cn('p-2', isCollapsed && 'flex justify-center px-1.5')}>
        <SignOutButton isCollapsed={isCollapsed} />
      </div>
    </div>
  );
}

/**
 * The dashboard sidebar: 16rem wide or 3rem of icons on a desktop (Ctrl/Cmd+B, remembered in a cookie), a
 * drawer of 18rem under 768px.
 */
export function DashboardSidebar() {
  const { isMobile, isExpanded, isMobileOpen, setIsMobileOpen } = useSidebar();
  return (
    <>
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
      {isMobile && (
        <Sheet open={isMobileOpen} onOpenChange={setIsMobileOpen}>
          <SheetContent side="left" className="w-72 max-w-[85vw]" closeLabel="Close menu">
            <div className="flex h-14 shrink-0 items-center border-b px-4">
              <Brand to="/dashboard" />
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
            </div>
            <SidebarBody isCollapsed={false} onNavigate={() => setIsMobileOpen(false)} />
          </SheetContent>
        </Sheet>
      )}
    </>
  );
}
