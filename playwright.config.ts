import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);

/** The longest files, started first (see projects). */
const LONG_CHROMIUM_FILES = [/tests[/]e2e[/](crash|eager-person|what-is-sent)\.spec\.ts$/];
const LONG_FIREFOX_FILES = [/tests[/]e2e[/]firefox[/]eager-person\.spec\.ts$/];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Three tests at a time on two cores, each in a browser and a profile of its own, any test beside any
  // other: one test alone keeps about two thirds of a core busy, as it spends much of its time waiting
  // (for a sync, a debounce, the server's pace), which the others fill. Each worker has its own
  // reference server, so tests never share a request log or a rate limit.
  workers: 3,
  fullyParallel: true,
  // In CI a failed test runs once more, in a fresh worker, so that one slip of timing on a loaded 2-core
  // machine does not stop a landing. The summary still names it ("1 flaky"), and a flaky test is a defect
  // to find: the ones found so far were real races, in the product too (CHANGELOG, Fixed). Locally, never.
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci
    ? [['list'], ['html', { open: 'never', outputFolder: 'artifacts/playwright-report' }]]
    : 'list',
  outputDir: 'artifacts/test-results',
  // A failed test keeps its trace (actions, console, network, errors) and a screenshot of its pages at the
  // failure. The trace's screencast and DOM snapshots are left out: taken for every test, passed or not,
  // the screencast cost 12–17% of the suite's CPU (a11y.spec.ts 224 -> 204 CPU-s, the shared suite in
  // Chromium 229 -> 189), the snapshots 10% more (a11y.spec.ts 231 -> 207).
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // Playwright hands out tests in the order of the projects, and within one by the worker they need
    // (a file with its own server settings needs a worker of its own), files in alphabetical order
    // within that. The longest tests go first, each beside the rest, instead of last with the workers
    // around them idle: Chromium's crash suite and the eager person in both browsers (a minute and a
    // half to two minutes each, mostly waiting) and what-is-sent (a minute). Firefox's other tests go
    // last, so its update tests find the earlier releases built (global-setup.ts builds them meanwhile).
    // A browser's projects share its name, so `--project=chromium` runs both of Chromium's.
    { name: 'chromium', testMatch: LONG_CHROMIUM_FILES },
    // Firefox ESR through puppeteer-core over WebDriver BiDi (tests/e2e/firefox/driver.ts); Playwright
    // Test stays the runner, so both browsers share fixtures, the reporter and one `npm test`.
    { name: 'firefox', testDir: 'tests/e2e/firefox', testMatch: LONG_FIREFOX_FILES },
    // Playwright's own Chromium driver, with the extension loaded into a persistent context.
    { name: 'chromium', testIgnore: [/tests[/]e2e[/]firefox[/]/, ...LONG_CHROMIUM_FILES] },
    { name: 'firefox', testDir: 'tests/e2e/firefox', testIgnore: LONG_FIREFOX_FILES },
  ],
});
