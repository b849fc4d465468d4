import { DEMO_USERS } from '../src/server/demo/demo-users';
import { DASHBOARD_ROUTE_PATHS } from '../src/shared/access/navigation';
import { signInAs } from './shell-support';
import { navigateInApp, trackRequests } from './support/quiet-network';
import { expect, type Page, test } from './support/test';

/**
 * Every dashboard route (from the navigation model, so pages added later are covered too) as every demo
 * user, at the two phone widths members use: the document is never wider than the screen and every amount
 * sits inside it. A route a user may not open shows its 403 or redirect page, which must fit as well.
 * Each page is opened once at the narrower width and read again after widening to the other: both are
 * phone widths (the app renders its phone layout under 768 px), so the second load would render the same.
 * The dashboard is loaded once; every other route is opened inside the app, as its sidebar link would, and
 * read once its data has arrived (ADR 58: a document load per route cost a second of CPU each).
 */
const WIDTHS = [360, 375] as const;
const ROUTES = DASHBOARD_ROUTE_PATHS.filter((path) => !path.includes(':'));

/** Reads the page at `width` once the layout at that width has been painted. */
async function readOverflow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 740 });
  return page.evaluate(async (viewport) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (window.innerWidth !== viewport) throw new Error(`the window is ${window.innerWidth} px wide`);
    const documentWidth = document.documentElement.scrollWidth;
    const amountsOutside = [...document.querySelectorAll<HTMLElement>('[data-money]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ text: element.textContent ?? '', rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < -0.5 || rect.right > viewport + 0.5))
      .map(({ text, rect }) => `${text} at ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    return { documentWidth, amountsOutside };
  }, width);
}

for (const user of DEMO_USERS) {
  test(`${user.name} (${user.description}): every dashboard page fits ${WIDTHS.join(' and ')} px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(ROUTES.length * 15_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await signInAs(page, baseURL, user.email);
    const network = trackRequests(page);
    await page.goto('/dashboard');
    const problems: string[] = [];
    for (const path of ROUTES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 740 });
      await navigateInApp(page, path);
      await network.waitForQuiet();
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of WIDTHS) {
        const { documentWidth, amountsOutside } = await readOverflow(page, width);
        if (documentWidth > width)
          problems.push(`${path} at ${width} px: document is ${documentWidth} px wide`);
        for (const amount of amountsOutside)
          problems.push(`${path} at ${width} px: amount ${amount} is off screen`);
      }
    }
    expect(problems).toEqual([]);
  });
}
