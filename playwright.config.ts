import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Each test launches its own Chromium profile; two cores run two at most.
  workers: ci ? 1 : 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci
    ? [['list'], ['html', { open: 'never', outputFolder: 'artifacts/playwright-report' }]]
    : 'list',
  outputDir: 'artifacts/test-results',
  use: { trace: 'retain-on-failure' },
  projects: [
    // Playwright's own Chromium driver, with the extension loaded into a persistent context.
    { name: 'chromium', testIgnore: /tests[/]e2e[/]firefox[/]/ },
    // Firefox ESR through puppeteer-core over WebDriver BiDi (tests/e2e/firefox/driver.ts); Playwright
    // Test stays the runner, so both browsers share fixtures, the reporter and one `npm test`.
    { name: 'firefox', testDir: 'tests/e2e/firefox' },
  ],
});
