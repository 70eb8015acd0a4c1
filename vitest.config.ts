import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { EVENTUALLY_MS } from './tests/support/eventually';

/**
 * Guards against a hang, not speed limits (speed is the bench's, against budgets). The longest tests (a
 * month of syncs, a prefetch of 500, the whole directory generated and served) take 2–3 s alone. In
 * `npm test` they run at a low priority beside the end-to-end tests, which keep both cores busy: on a
 * machine twice as slow as usual, a month of syncs passed 20 s, and serving the whole directory 60 s.
 */
const timeouts = { testTimeout: 120_000, hookTimeout: 120_000 };

/**
 * The unit test files that share one module graph per worker (`isolate: false`) instead of loading every
 * module again for each file, which was most of the unit run's time (89 files without a DOM: 29 s → 13 s;
 * the 32 with one: 40 s → 15 s). A file shares when it leaves nothing global behind: no module mock,
 * stubbed global or installed messages (fake timers are put back after every test: tests/support/setup.ts),
 * and no line starting `// Runs isolated:` (a file that tests what a first load does). Read from each
 * file's text, so a new test that stubs something is isolated without anyone listing it. The files with a
 * DOM share one document too: each starts from an empty one (tests/support/dom-setup.ts).
 */
const UNIT_DIR = 'tests/unit';
const LEAVES_STATE =
  /\bvi\.(mock|doMock|unmock|stubGlobal|unstubAllGlobals|stubEnv|resetModules)\b|answerWith|globalThis\.chrome|^\/\/ Runs isolated:/m;
/** The test files under `dir`, each with its text. */
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(`${dir}/${file}`, 'utf8') }));
const unitFiles = testFiles(UNIT_DIR).filter(({ text }) => !LEAVES_STATE.test(text));
const sharedModuleFiles = unitFiles
  .filter(({ text }) => text.includes('@vitest-environment node'))
  .map(({ file }) => file);
const sharedDomFiles = unitFiles
  .filter(({ text }) => !text.includes('@vitest-environment node'))
  .map(({ file }) => file);

/** What the unit projects share: the fake browser, the English messages, the setup. */
const unitSetup = {
  // Worker threads, not child processes: the unit run took 49–51 s instead of 55–58 s (three runs each,
  // 2 cores), most of it in starting workers and importing modules.
  pool: 'threads' as const,
  globalSetup: ['tests/support/unit-global-setup.ts'],
  setupFiles: ['tests/support/setup.ts'],
  ...timeouts,
  // expect.poll waits as long as `eventually` (tests/support/eventually.ts), not vitest's 1 s: a loaded
  // machine ran past that in npm test (a sync's progress, polled, at a low priority beside the e2e tests).
  expect: { poll: { timeout: EVENTUALLY_MS } },
};

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its own process, which would halve a 2-core machine.
    maxWorkers: availableParallelism(),
    // Keeps each file's transform on disk (node_modules/.experimental-vitest-cache, keyed by its content and
    // the config) for the next run: the unit run took 46 s instead of 51 (2 cores, warm tree). A fresh clone
    // fills it on its first run. Vitest 5 turns this on by default.
    experimental: { fsModuleCache: true },
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: [`${UNIT_DIR}/**/*.test.{ts,tsx}`],
          exclude: [...sharedModuleFiles, ...sharedDomFiles],
          // The UI's DOM. A test of code that runs where there is none (the background's service worker,
          // the API client, the directory) says `// @vitest-environment node` at its top: it then loads no
          // happy-dom (a third of a second per file), and fails if that code reaches for a DOM.
          environment: 'happy-dom',
          ...unitSetup,
        },
      },
      {
        plugins: [WxtVitest()],
        test: { name: 'unit-shared', include: sharedModuleFiles, isolate: false, ...unitSetup },
      },
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit-dom-shared',
          include: sharedDomFiles,
          isolate: false,
          environment: 'happy-dom',
          ...unitSetup,
          setupFiles: [...unitSetup.setupFiles, 'tests/support/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not one per file, while no server test leaves anything global
          // behind (as for the unit tests above; each starts its own server): 16–19 CPU-s instead of 36
          // (2 cores). The imports took 0.7 s instead of 3.5, the tests 15 s instead of 23 (the server's
          // code runs warm, not cold in every file).
          isolate: testFiles('tests/server').some(({ text }) => LEAVES_STATE.test(text)),
          ...timeouts,
        },
      },
    ],
  },
});
