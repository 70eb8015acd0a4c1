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
});
