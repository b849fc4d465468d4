import type { RouteObject } from 'react-router';

/** Public pages: each is lazy, so none of them downloads dashboard code. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  {
    path: 'auth',
    lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
  },
];
