import { expect, type Page } from '@playwright/test';

/** Every pre-rendered public page and the heading it opens with. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'The shared record your savings group can trust' },
  { path: '/features', heading: 'Everything a savings group needs, nothing it does not' },
  { path: '/pricing', heading: 'Simple monthly plans, in rand' },
  { path: '/about', heading: 'Masakhane: let us build together' },
  { path: '/contact', heading: 'Get in Touch' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/auth', heading: 'Welcome back' },
  { path: '/auth?mode=signup', heading: 'Create your account' },
  { path: '/403', heading: 'Access Denied' },
  { path: '/500', heading: 'Server Error' },
] as const;

/** Remembers the page's first <h1> as parsed from the HTML, before any script has run. */
export async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        Reflect.set(window, '__parsedHeading', document.querySelector('h1'));
      }
    });
  });
}

/** True when the <h1> on screen is the very element parsed from the HTML (hydrated, not re-rendered). */
export async function isParsedHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parsed: unknown = Reflect.get(window, '__parsedHeading');
    return parsed instanceof HTMLElement && parsed.isConnected && parsed === document.querySelector('h1');
  });
}

/** Waits until React has taken over: the theme toggle answers a click. */
export async function waitForInteractive(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  const before = await toggle.getAttribute('aria-label');
  await expect(async () => {
    await toggle.click();
    expect(await toggle.getAttribute('aria-label')).not.toBe(before);
  }).toPass({ timeout: 10_000 });
}
