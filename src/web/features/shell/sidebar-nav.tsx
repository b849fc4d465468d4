import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { getSidebarGroups, type TNavItem } from '../../../shared/access/navigation';
import { NAV_ICONS } from '../../components/nav-icons';
import { cn } from '../../lib/cn';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

const NavTooltip = lazy(async () => ({ default: (await import('./nav-tooltip')).NavTooltip }));

function SidebarLink({
  item,
  isCollapsed,
  onNavigate,
}: {
  item: TNavItem;
  isCollapsed: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const Icon = NAV_ICONS[item.icon];
  const link = (
    <NavLink
      to={item.path}
      end={item.path === '/dashboard'}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors',
          'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
          isActive && 'bg-accent text-accent-foreground',
          isCollapsed && 'justify-center px-0',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className={cn('truncate', isCollapsed && 'sr-only')}>{item.title}</span>
    </NavLink>
  );
  if (!isCollapsed) return link;
  return (
    <Suspense fallback={link}>
      <NavTooltip title={item.title}>{link}</NavTooltip>
    </Suspense>
  );
}

type TSidebarGroup = ReturnType<typeof getSidebarGroups>[number];

function SidebarGroup({
  group,
  isCollapsed,
  onNavigate,
}: {
  group: TSidebarGroup;
  isCollapsed: boolean;
  onNavigate: (() => void) | undefined;
}) {
  return (
    <section aria-labelledby={`sidebar-group-${group.id}`} className="flex flex-col gap-0.5">
      <h2
        id={`sidebar-group-${group.id}`}
        className={cn(
          'px-2.5 pb-1 text-xs font-medium tracking-wide text-muted-foreground',
          isCollapsed && 'sr-only',
        )}
      >
        {group.title}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {group.items.map((item) => (
          <li key={item.path}>
            <SidebarLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The sidebar's groups and items for the signed-in user (navigation.ts decides which). The pages scroll;
 * Account (Profile, Settings, Help & Guide) stays at the foot, in view on a laptop however long the list is.
 */
export function SidebarNav({ isCollapsed, onNavigate }: { isCollapsed: boolean; onNavigate?: () => void }) {
  const { context } = useDashboardAccess();
  const groups = getSidebarGroups(context);
  const pages = groups.filter((group) => group.id !== 'account');
  const account = groups.find((group) => group.id === 'account');
  return (
    <nav aria-label="Dashboard" className="flex min-h-0 flex-1 flex-col">
      <div
        className={cn(
          'scroll-shadows-y flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-2',
          isCollapsed && 'px-1.5',
        )}
      >
        {pages.map((group) => (
          <SidebarGroup key={group.id} group={group} isCollapsed={isCollapsed} onNavigate={onNavigate} />
        ))}
      </div>
      {account && (
        <div className={cn('border-t p-2', isCollapsed && 'px-1.5')}>
          <SidebarGroup group={account} isCollapsed={isCollapsed} onNavigate={onNavigate} />
        </div>
      )}
    </nav>
  );
}
