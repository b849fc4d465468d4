import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { RequireSession } from '../app/require-session';
import { registerServiceWorker } from '../app/service-worker';
import { OfflineBanner } from '../features/shell/offline-banner';
import { SidebarProvider, useSidebar } from '../features/shell/sidebar-state';
import { StaffViewBanner } from '../features/shell/staff-view-banner';
import { useLiveUpdates } from '../lib/live-updates';
import { type TShortcutAction, useKeyboardShortcuts } from '../lib/shortcuts';
import { toastInfo } from '../lib/toasts';
import { useOnceSettled } from '../lib/use-once-settled';
import { DashboardHeader } from './dashboard-header';
import { DashboardSidebar } from './dashboard-sidebar';

// cmdk is only downloaded once the palette is first opened.
const CommandPalette = lazy(async () => ({
  default: (await import('../features/shell/command-palette')).CommandPalette,
}));

/**
 * The live-updates stream, opened once the page has drawn what it opened with (its queries just answered
 * afresh). A component of its own, so that opening it re-renders nothing else.
 */
function LiveUpdates() {
  useLiveUpdates(useOnceSettled());
  return null;
}

function DashboardShell() {
  const navigate = useNavigate();
  const { toggleSidebar } = useSidebar();
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [hasOpenedPalette, setHasOpenedPalette] = useState(false);

  const setPaletteOpen = useCallback((isOpen: boolean) => {
    if (isOpen) setHasOpenedPalette(true);
    setIsPaletteOpen(isOpen);
  }, []);

  useEffect(registerServiceWorker, []);
  useKeyboardShortcuts((action: TShortcutAction) => {
    if (action.kind === 'toggle-palette') {
      setPaletteOpen(!isPaletteOpen);
    } else if (action.kind === 'toggle-sidebar') {
      toggleSidebar();
    } else {
      setIsPaletteOpen(false);
      void navigate(action.path);
      toastInfo(`Navigated to ${action.title}`, { isPlain: true });
    }
  });

  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <LiveUpdates />
      <DashboardSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader onOpenSearch={() => setPaletteOpen(true)} />
        <main
          id="main"
          tabIndex={-1}
          className="w-full flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-6xl">
            <OfflineBanner />
            <StaffViewBanner />
            <Outlet />
          </div>
        </main>
      </div>
      {hasOpenedPalette && (
        <Suspense fallback={null}>
          <CommandPalette isOpen={isPaletteOpen} onOpenChange={setPaletteOpen} />
        </Suspense>
      )}
    </div>
  );
}

/** /dashboard/*: needs a session; the sidebar, header, palette, shortcuts and live updates around each page. */
export function DashboardLayout() {
  return (
    <RequireSession>
      <SidebarProvider>
        <DashboardShell />
      </SidebarProvider>
    </RequireSession>
  );
}
