import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth client for /api/auth on this origin (baseURL defaults to window.location.origin).
 * Its default redirect plugin is off: it would reload the page whenever an answer carries a callback URL
 * (sign-in passes one only so re-sent verification links come back to /auth). Social sign-in redirects itself.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  disableDefaultFetchPlugins: true,
  plugins: [twoFactorClient()],
});

export type TSession = typeof authClient.$Infer.Session;
