import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus one rule: a browser context a test opens itself (a second user, a phone-sized window)
 * closes when the test ends, as the built-in `page` does. A context left open keeps its pages signed in and their
 * live-update streams connected, and a user holds at most five streams: later tests of the same demo user would
 * get no live updates.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
