import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';
import { requestToaster } from '../lib/toasts';

/** Below the dashboard's sticky header (h-14) with a gap. */
const TOP_OFFSET = 64;

/**
 * The one toaster: at most 3 notifications, each gone after 4 s (spec part 1 section 8). They appear at the top,
 * so one never covers a form's buttons, which sit at the bottom; on the right and below the 56 px header, so
 * one never covers the breadcrumbs or a page's back link, which sit on the left. Once shown (a public page's), the dashboard
 * mounts its own at once, so a toast raised just before going there (signed in) is still seen.
 */
export function AppToaster() {
  const { theme } = useTheme();
  useEffect(requestToaster, []);
  return (
    <Toaster
      theme={theme}
      position="top-right"
      offset={{ top: TOP_OFFSET }}
      mobileOffset={{ top: TOP_OFFSET }}
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
    />
  );
}
