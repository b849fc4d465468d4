import type { MiddlewareHandler } from 'hono';

/** The web build's hashed files (scripts, styles, images), served from /assets. */
export function isBuiltAsset(path: string): boolean {
  return path.startsWith('/assets/');
}

/**
 * The security headers of a built file. A script or stylesheet is governed by the CSP and framing rules of the
 * page that loads it, so the page headers (about 0.6 kB) would be sent a dozen times on a first visit for
 * nothing; what applies to the file itself stays: the browser must not guess its type, and only pages of our
 * origin may load it. The request id names a request to quote from an error; a file's answer has none to
 * quote, and the id cost 50 bytes on each of a first visit's dozen files (the server keeps it for its logs).
 */
export const assetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  c.res.headers.delete('X-Request-Id');
};
