import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { canHydratePrerendered } from '../features/public/prerendered-pages';
import { router } from './router';

// The app itself, started by main.tsx once the browser has painted what the HTML holds.
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from the page');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Calls `onReady` once the router has loaded the code of the page at this URL (routes are lazy). */
function whenRouterReady(onReady: () => void): void {
  if (router.state.initialized) {
    onReady();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    onReady();
  });
}

if (canHydratePrerendered(container.dataset.prerenderedUrl, window.location)) {
  // Pre-rendered HTML (public pages) stays on screen and is hydrated in place once the page's code is here, so
  // the first render is the page itself, exactly as pre-rendered.
  whenRouterReady(() => hydrateRoot(container, app));
} else {
  // Anything else renders at once (a loading state first, while the page's code arrives), in slices so a slow
  // phone's main thread is never blocked for long.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
