import { Brand } from '../components/brand';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet';
import { useSidebar } from '../features/shell/sidebar-state';
import { SidebarBody } from './sidebar-body';

/**
 * The sidebar as a drawer of 18rem on a phone. Loaded when the menu is first opened (dashboard-sidebar.tsx), so
 * Radix's dialog stays out of a first visit that only reads its figures.
 */
export function MobileSidebar() {
  const { isMobileOpen, setIsMobileOpen } = useSidebar();
  return (
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
  );
}
