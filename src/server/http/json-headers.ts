import type { MiddlewareHandler } from 'hono';

/** Headers that govern only a document: what it may load, run or be framed by, and how its window behaves. */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * The page headers, less those that govern only a document, on a JSON answer: sent with nosniff, a JSON answer
 * is never shown as a page, so those headers only cost bytes (about 0.6 kB on every answer; a first visit to
 * /dashboard asks five). What applies to any answer stays (nosniff, same-origin resource policy, referrer
 * policy, HSTS), and every other answer, API files (PDF, CSV, images) included, keeps them all.
 */
export function withoutDocumentHeadersOnJson(pageHeaders: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    await pageHeaders(c, next);
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
  };
}
