import { isDashboardPath } from '../shared/dashboard-path';
import { startEarlyData } from './app/early-data';
import './styles.css';

// A dashboard page's data is asked for now, before the app's code is even evaluated.
const { pathname } = window.location;
startEarlyData(pathname);

/**
 * The app's code (React, the router, the page) runs only after the browser has painted what the HTML already
 * holds (a pre-rendered public page or the dashboard's frame), so that first paint never waits for script
 * evaluation; the HTML has already fetched that code (modulepreload). A hidden tab paints nothing, so it starts
 * at once.
 */
function startAfterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}

startAfterFirstPaint(() => {
  // A dashboard page builds the class merger's tables in a task of their own while its larger chunks are still
  // arriving, so that its first render does not (ADR 47); should the chunk fail to load, that render builds them.
  if (isDashboardPath(pathname)) {
    void import('./lib/cn').then(
      ({ prepareClassMerge }) => prepareClassMerge(),
      () => undefined,
    );
  }
  // React and the router are evaluated in a task of their own, the app's code in the next: two shorter tasks
  // on a slow phone instead of one long one.
  const startApp = () => void import('./app/start-app');
  void import('react-dom/client').then(
    () => setTimeout(startApp, 0),
    () => startApp(),
  );
});
