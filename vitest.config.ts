import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its own process, which would halve a 2-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // The UI's DOM. A test of code that runs where there is none (the background's service worker,
          // the API client, the directory) says `// @vitest-environment node` at its top: it then loads no
          // happy-dom (a third of a second per file), and fails if that code reaches for a DOM.
          environment: 'happy-dom',
          globalSetup: ['tests/support/unit-global-setup.ts'],
          // A guard against a hang, not a speed limit (speed is the bench's, against budgets): the longest
          // tests (a month of syncs, a prefetch of 500) take 2–3 s alone, and over 5 s on a busy machine.
          testTimeout: 20_000,
          setupFiles: ['tests/support/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
