import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useIsPhone } from '../../lib/use-is-phone';

/** Spec part 1 section 9: the expanded/collapsed state lives in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export function readSidebarCookie(cookie: string): boolean {
  const match = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

function writeSidebarCookie(isExpanded: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec asks for; no Cookie Store API in every browser.
  document.cookie = `${SIDEBAR_COOKIE}=${isExpanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

type TSidebarState = {
  isMobile: boolean;
  /** Desktop: full width (16rem) or icons only (3rem). */
  isExpanded: boolean;
  /** Mobile: whether the drawer is open. */
  isMobileOpen: boolean;
  setIsMobileOpen: (isOpen: boolean) => void;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<TSidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsPhone();
  const [isExpanded, setIsExpanded] = useState(() => readSidebarCookie(document.cookie));
  const [isMobileOpen, setIsMobileOpen] = useState(false);

  useEffect(() => {
    if (!isMobile) setIsMobileOpen(false);
  }, [isMobile]);

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setIsMobileOpen((isOpen) => !isOpen);
      return;
    }
    writeSidebarCookie(!isExpanded);
    setIsExpanded(!isExpanded);
  }, [isMobile, isExpanded]);

  const value = useMemo(
    () => ({ isMobile, isExpanded, isMobileOpen, setIsMobileOpen, toggleSidebar }),
    [isMobile, isExpanded, isMobileOpen, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): TSidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar() must be used inside <SidebarProvider>');
  return state;
}
