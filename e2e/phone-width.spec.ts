import { DEMO_USERS } from '../src/server/db/seed/demo-users';
import { DASHBOARD_ROUTE_PATHS } from '../src/shared/access/navigation';
import { signInAs } from './shell-support';
import { expect, type Page, test } from './support/test';

/**
 * Every dashboard route (from the navigation model, so pages added later are covered too) as every demo
 * user, at the two phone widths members use: the document is never wider than the screen and every amount
 * sits inside it. A route a user may not open shows its 403 or redirect page, which must fit as well.
 */
const WIDTHS = [360, 375] as const;
const ROUTES = DASHBOARD_ROUTE_PATHS.filter((path) => !path.includes(':'));

async function readOverflow(page: Page, width: number) {
  return page.evaluate((viewport) => {
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
  test.describe(`${user.name} (${user.description})`, () => {
    for (const width of WIDTHS) {
      test(`every dashboard page fits ${width} px`, async ({ page, baseURL }) => {
        test.setTimeout(ROUTES.length * 15_000);
        await page.setViewportSize({ width, height: 740 });
        await signInAs(page, baseURL, user.email);
        const problems: string[] = [];
        for (const path of ROUTES) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('main').first()).toBeVisible();
          const { documentWidth, amountsOutside } = await readOverflow(page, width);
          if (documentWidth > width) problems.push(`${path}: document is ${documentWidth} px wide`);
          for (const amount of amountsOutside) problems.push(`${path}: amount ${amount} is off screen`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
