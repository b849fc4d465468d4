import { PanelLeft, Search } from 'lucide-react';
import { ThemeToggle } from '../components/theme-toggle';
import { Button } from '../components/ui/button';
import { Separator } from '../components/ui/separator';
import { Breadcrumbs } from '../features/shell/breadcrumbs';
import { useSidebar } from '../features/shell/sidebar-state';
import { UserMenu } from '../features/shell/user-menu';
import { getModifierLabel } from '../lib/shortcuts';

/** Sidebar toggle, breadcrumbs, search (command palette), theme and the avatar menu. */
export function DashboardHeader({ onOpenSearch }: { onOpenSearch: () => void }) {
  const { toggleSidebar, isMobile, isMobileOpen, isExpanded } = useSidebar();
  const modifier = getModifierLabel();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={toggleSidebar}
        aria-label="Toggle sidebar"
        aria-expanded={isMobile ? isMobileOpen : isExpanded}
        title={`Toggle sidebar (${modifier}+B)`}
      >
        <PanelLeft className="size-5" aria-hidden />
      </Button>
      <Separator orientation="vertical" className="h-5" />
      <div className="min-w-0 flex-1 px-1">
        <Breadcrumbs />
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <Button
          variant="outline"
          className="h-9 gap-2 px-2.5 text-muted-foreground sm:w-52 sm:justify-start"
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
        >
          <Search aria-hidden />
          <span className="sr-only sm:not-sr-only">Search...</span>
          <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[0.7rem] sm:inline">
            {modifier}K
          </kbd>
        </Button>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
