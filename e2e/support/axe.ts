import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await withoutTransitions(page, () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze(),
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/**
 * Waits for every finite animation and transition (a toast sliding in, a dialog fading) to end, so
 * colours are judged as the user reads them, not half-faded. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    // Two frames, so a transition that a just-mounted element starts on its next frame is counted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/**
 * Runs `check` with CSS transitions and animations cut to their end: a toast that times out while axe reads
 * the page is gone at once instead of being judged half-faded, as are colours that change on hover or focus.
 */
async function withoutTransitions<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
  });
  try {
    return await check();
  } finally {
    await style.evaluate((node) => node.parentNode?.removeChild(node)).catch(() => undefined);
  }
}
