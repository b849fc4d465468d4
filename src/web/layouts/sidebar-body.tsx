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
      <SidebarNav isCollapsed={isCollapsed} onNavigate={onNavigate} />
      <Separator />
      <div className={cn('p-2', isCollapsed && 'flex justify-center px-1.5')}>
        <SignOutButton isCollapsed={isCollapsed} />
      </div>
    </div>
  );
}
