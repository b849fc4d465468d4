import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { NotFoundPage } from './not-found-page';
import { publicRoutes } from './public-routes';
import { PageLoader, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * The public part of app/router.tsx, with the same nesting, so the HTML rendered here is what the browser
 * renders and can be hydrated. (The dashboard routes are left out: they are never pre-rendered.)
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...publicRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

/**
 * Renders one public URL to HTML at build time (scripts/prerender.mjs). React places the page's <title> and
 * <meta> tags first in the output; the script moves them into <head>.
 */
export async function renderPublicPage(url: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
export { getPrerenderedFile, PRERENDERED_PAGES } from '../features/public/prerendered-pages';
export {
  DASHBOARD_OFFLINE_EXTRAS,
  DASHBOARD_SHELL_CORE,
  DASHBOARD_SHELL_PAGES,
  renderDashboardShell,
} from '../layouts/render-dashboard-shell';
