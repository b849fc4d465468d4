import type { TDbOrTx } from '../db/client';
import { pageViews } from '../db/schema';

/** Crawlers and link previews are not visitors. */
const BOT = /bot|crawl|spider|slurp|preview|lighthouse|headless/i;

/** Whether a response is a page a person opened: a GET of an HTML document, not an asset or an API call. */
export function isPageLoad(request: Request, response: Response): boolean {
  if (request.method !== 'GET') return false;
  const path = new URL(request.url).pathname;
  if (path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  return !BOT.test(request.headers.get('user-agent') ?? '');
}

/** The Referer's origin and path when it is another site's; none for our own pages. */
function readExternalReferrer(request: Request): string | null {
  const referrer = request.headers.get('referer');
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.host === new URL(request.url).host) return null;
    return `${from.origin}${from.pathname}`.slice(0, 500);
  } catch {
    return null;
  }
}

/** Records one page load for Site Activity: path, external referrer and status; never a cookie or a user. */
export async function recordPageView(db: TDbOrTx, request: Request, response: Response): Promise<void> {
  if (!isPageLoad(request, response)) return;
  await db.insert(pageViews).values({
    path: new URL(request.url).pathname.slice(0, 500),
    referrer: readExternalReferrer(request),
    statusCode: response.status,
    userId: null,
  });
}
