import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canHydratePrerendered, getPrerenderedFile, PRERENDERED_PAGES } from './prerendered-pages';

describe('getPrerenderedFile', () => {
  it('gives every pre-rendered URL its own file', () => {
    const files = PRERENDERED_PAGES.map((page) => getPrerenderedFile(page.url));
    expect(new Set(files).size).toBe(PRERENDERED_PAGES.length);
    expect(getPrerenderedFile('/')).toBe('index.html');
    expect(getPrerenderedFile('/pricing')).toBe('pricing/index.html');
    expect(getPrerenderedFile('/auth?mode=signup')).toBe('auth/sign-up/index.html');
  });
});

describe('PRERENDERED_PAGES', () => {
  it('names, for each page, the module its public route loads', () => {
    const routesSource = readFileSync('src/web/app/public-routes.tsx', 'utf8');
    for (const { module } of PRERENDERED_PAGES) {
      expect(existsSync(module), module).toBe(true);
      const importPath = module.replace('src/web/', '../').replace(/\.tsx$/, '');
      expect(routesSource, module).toContain(`import('${importPath}')`);
    }
  });
});

describe('canHydratePrerendered', () => {
  it('hydrates the page it was rendered for, with or without a trailing slash or campaign tags', () => {
    expect(canHydratePrerendered('/pricing', { pathname: '/pricing', search: '' })).toBe(true);
    expect(canHydratePrerendered('/pricing', { pathname: '/pricing/', search: '' })).toBe(true);
    expect(canHydratePrerendered('/', { pathname: '/', search: '?utm_source=flyer' })).toBe(true);
    expect(canHydratePrerendered('/auth?mode=signup', { pathname: '/auth', search: '?mode=signup' })).toBe(
      true,
    );
  });

  it('renders afresh when the URL shows something else than the HTML', () => {
    expect(canHydratePrerendered(undefined, { pathname: '/', search: '' })).toBe(false);
    expect(canHydratePrerendered('/', { pathname: '/no-such-page', search: '' })).toBe(false);
    expect(canHydratePrerendered('/auth', { pathname: '/auth', search: '?mode=signup' })).toBe(false);
    expect(canHydratePrerendered('/auth', { pathname: '/auth', search: '?verified=1' })).toBe(false);
    expect(canHydratePrerendered('/auth', { pathname: '/auth', search: '?next=%2Fdashboard%2Floans' })).toBe(
      false,
    );
  });
});
