import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Three tests at a time on two cores, each in a browser and a profile of its own, any test beside any
  // other: one test alone keeps about two thirds of a core busy, as it spends much of its time waiting
  // (for a sync, a debounce, the server's pace), which the others fill. Each worker has its own
  // reference server, so tests never share a request log or a rate limit.
  workers: 3,
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci
    ? [['list'], ['html', { open: 'never', outputFolder: 'artifacts/playwright-report' }]]
    : 'list',
  outputDir: 'artifacts/test-results',
  use: { trace: 'retain-on-failure' },
  projects: [
    // Firefox ESR through puppeteer-core over WebDriver BiDi (tests/e2e/firefox/driver.ts); Playwright
    // Test stays the runner, so both browsers share fixtures, the reporter and one `npm test`. First: its
    // long session (eager-person.spec.ts) then starts at once, beside the rest, instead of last.
    { name: 'firefox', testDir: 'tests/e2e/firefox' },
    // Playwright's own Chromium driver, with the extension loaded into a persistent context.
    { name: 'chromium', testIgnore: /tests[/]e2e[/]firefox[/]/ },
  ],
});
