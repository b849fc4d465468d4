import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, toasterStore } from '../lib/toasts';

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

/**
 * The dashboard's toaster, mounted once a toast is raised through lib/toasts or the user first touches or types
 * (toasts answer what they did): a first visit that only reads its figures never downloads it.
 */
export function DeferredToaster() {
  const isWanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.isWanted, () => false);
  useEffect(() => {
    if (isWanted) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', requestToaster, options);
    window.addEventListener('keydown', requestToaster, options);
    return () => {
      window.removeEventListener('pointerdown', requestToaster, options);
      window.removeEventListener('keydown', requestToaster, options);
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
