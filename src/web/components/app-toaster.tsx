import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';
import { requestToaster } from '../lib/toasts';

/**
 * The one toaster: at most 3 notifications, each gone after 4 s (spec part 1 section 8). They appear at the top,
 * so one never covers a form's buttons, which sit at the bottom. Once shown (a public page's), the dashboard
 * mounts its own at once, so a toast raised just before going there (signed in) is still seen.
 */
export function AppToaster() {
  const { theme } = useTheme();
  useEffect(requestToaster, []);
  return (
    <Toaster theme={theme} position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
  );
}
