import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';

/** The public pages' toaster, loaded after they become interactive (the dashboard brings its own). */
export function PublicToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} visibleToasts={3} duration={4000} richColors closeButton />;
}
