/**
 * The public URLs written to HTML at build time, with the source module of each page (its chunk is preloaded
 * by the HTML). /auth?mode=signup has its own file because the query decides which form shows; the server
 * picks it for that query.
 */
export const PRERENDERED_PAGES = [
  { url: '/', module: 'src/web/features/home/home-page.tsx' },
  { url: '/features', module: 'src/web/features/public/features-page.tsx' },
  { url: '/pricing', module: 'src/web/features/public/pricing-page.tsx' },
  { url: '/about', module: 'src/web/features/public/about-page.tsx' },
  { url: '/contact', module: 'src/web/features/public/contact-page.tsx' },
  { url: '/privacy', module: 'src/web/features/public/privacy-page.tsx' },
  { url: '/terms', module: 'src/web/features/public/terms-page.tsx' },
  { url: '/auth', module: 'src/web/features/auth/auth-page.tsx' },
  { url: '/auth?mode=signup', module: 'src/web/features/auth/auth-page.tsx' },
  { url: '/403', module: 'src/web/features/errors/access-denied-page.tsx' },
  { url: '/500', module: 'src/web/features/errors/server-error-page.tsx' },
] as const;

export type TPrerenderedUrl = (typeof PRERENDERED_PAGES)[number]['url'];

/** The build folder file for a pre-rendered URL: `/` -> index.html, `/pricing` -> pricing/index.html. */
export function getPrerenderedFile(url: TPrerenderedUrl): string {
  if (url === '/') return 'index.html';
  if (url === '/auth?mode=signup') return 'auth/sign-up/index.html';
  return `${url.slice(1)}/index.html`;
}

/** Query parameters that change what a public page renders (only /auth reads any). */
const RENDERED_PARAMS = ['mode', 'next', 'verified', 'error'];

/**
 * Whether the HTML pre-rendered for `prerenderedUrl` is exactly what the app renders at `location`, so React
 * can hydrate it. Other query parameters (campaign tags and the like) do not change the page.
 */
export function canHydratePrerendered(
  prerenderedUrl: string | undefined,
  location: { pathname: string; search: string },
): boolean {
  if (!prerenderedUrl) return false;
  const expected = new URL(prerenderedUrl, 'http://localhost');
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (pathname !== expected.pathname) return false;
  const actual = new URLSearchParams(location.search);
  return RENDERED_PARAMS.every((name) => actual.get(name) === expected.searchParams.get(name));
}
