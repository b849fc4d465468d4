import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';

/**
 * The one toaster: at most 3 notifications, each gone after 4 s (spec part 1 section 8). They appear at the top,
 * so one never covers a form's buttons, which sit at the bottom.
 */
export function AppToaster() {
  const { theme } = useTheme();
  return (
    <Toaster theme={theme} position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
  );
}
