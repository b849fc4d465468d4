import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner';

/** Wraps every route: a thin progress bar while a lazy page loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-primary transition-transform duration-500 ${
          isNavigating ? 'scale-x-75' : 'scale-x-0 opacity-0'
        }`}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label="Loading" />
    </div>
  );
}
