import type { Page } from '@playwright/test';
import { DEMO, signInAs } from './shell-support';
import { expect, test } from './support/test';

// The dashboard frame carries one sample of every text style the pages show on arrival, so the browser looks
// their fonts up while it paints the frame (src/web/layouts/type-samples.tsx). A page that shows a style
// the samples lack still works, only slower: this test names the style and where it is.

test.use({ serviceWorkers: 'block' });

type TStyle = { font: string; size: string; weight: string; where: string };

const key = (style: TStyle) => `${style.font} ${style.size} ${style.weight}`;

/** The style of every element that shows text of its own on the page, except the samples themselves. */
function readTextStyles(page: Page): Promise<TStyle[]> {
  return page.evaluate(() => {
    const styles: TStyle[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('[data-type-samples]')) continue;
      const box = element.getBoundingClientRect();
      const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!hasText || (box.width === 0 && box.height === 0)) continue;
      const style = getComputedStyle(element);
      styles.push({
        font: style.fontFamily.split(',')[0] ?? '',
        size: style.fontSize,
        weight: style.fontWeight,
        where: `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`,
      });
    }
    return styles;
  });
}

/** The samples' styles, read off the frame as it paints before any script runs. */
async function readSampleStyles(page: Page): Promise<Set<string>> {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  const samples = page.locator('[data-type-samples] > span');
  await expect(samples.first()).toBeAttached();
  const styles = await samples.evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      return `${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`;
    }),
  );
  await page.unroute('**/*.js');
  return new Set(styles);
}

const PAGES = [
  { path: '/dashboard', ready: /^Welcome/ },
  { path: '/dashboard/contributions', ready: 'Contributions' },
  { path: '/dashboard/loans', ready: 'Loans' },
  { path: '/dashboard/transactions', ready: 'Transactions' },
] as const;

const CASES = [
  { who: 'an organization admin', email: DEMO.lerato, width: 375 },
  { who: 'an organization admin', email: DEMO.lerato, width: 1280 },
  { who: 'a member', email: DEMO.nomsa, width: 375 },
] as const;

for (const { who, email, width } of CASES) {
  test(`every text style the four most visited pages show ${who} at ${width}px is sampled in the frame`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const sampled = await readSampleStyles(page);
    expect(sampled.size).toBeGreaterThan(10);
    await signInAs(page, baseURL, email);
    for (const { path, ready } of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      const missing = (await readTextStyles(page)).filter((style) => !sampled.has(key(style)));
      expect(missing.map((style) => `${path}: ${key(style)} ${style.where}`)).toEqual([]);
    }
  });
}
