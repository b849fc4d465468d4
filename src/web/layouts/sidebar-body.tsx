import { Separator } from '../components/ui/separator';
import { OrganizationSwitcher } from '../features/shell/organization-switcher';
import { SidebarNav } from '../features/shell/sidebar-nav';
import { SignOutButton } from '../features/shell/sign-out-button';
import { cn } from '../lib/cn';

/** What the sidebar holds, on a desktop and in the phone's drawer: the organization, the pages, Sign Out. */
export function SidebarBody({ isCollapsed, onNavigate }: { isCollapsed: boolean; onNavigate?: () => void }) {
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
