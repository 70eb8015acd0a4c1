import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * Guards against a hang, not speed limits (speed is the bench's, against budgets): the longest tests (a
 * month of syncs, a prefetch of 500, the whole directory generated and served) take 2–3 s alone and
 * passed vitest's 5 s (10 s for a hook) on a busy machine with a worker per core.
 */
const timeouts = { testTimeout: 20_000, hookTimeout: 30_000 };

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
          setupFiles: ['tests/support/setup.ts'],
          ...timeouts,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          ...timeouts,
        },
      },
    ],
  },
});
