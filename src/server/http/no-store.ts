import type { MiddlewareHandler } from 'hono';
import type { TAppEnv } from './env';

/**
 * API answers carry personal or organization data: browsers and proxies must not keep them
 * (`Cache-Control: no-store`), unless the route chose its own caching (a member's profile photo).
 */
export function noStoreApiResponses(): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // A redirect built by Response.redirect() has immutable headers: copy it.
      const response = new Response(c.res.body, c.res);
      response.headers.set('Cache-Control', 'no-store');
      c.res = response;
    }
  };
}
