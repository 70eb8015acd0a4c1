import type { FullConfig } from '@playwright/test';
import { buildJobs, runPool, type Variant } from './builds';
import { buildInBackground, releaseBuildJobs } from './releases';

/**
 * The builds the run loads, each made once and only when its sources changed (tests/e2e/builds.ts; with
 * E2E_SKIP_BUILD=1 any build already there is kept): the e2e build for Chromium and for Firefox, and a
 * release build for what must hold without pre-granted site access. In CI, where every test runs, the
 * update tests' earlier releases are unpacked from tests/e2e/release-builds/; one with no archive there is
 * built (an npm install and two builds: a minute or more on a busy two-core machine) while the tests run
 * rather than before them: the tests wait on the browser and the server much of the time, which the
 * builds fill. Each update test waits for its release's build (releaseBuildWhenReady), and those tests
 * run last (playwright.config.ts). The returned teardown
 * reports a failed build.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // Chromium's tests read the Firefox build's manifest too: both e2e builds, whichever project runs.
  const variants: Variant[] = ['chrome-e2e', 'firefox-e2e', 'chrome-release'];
  const projects = new Set(config.filteredProjects.map((project) => project.name));
  const browsers = (['chrome', 'firefox'] as const).filter((browser) =>
    projects.has(browser === 'chrome' ? 'chromium' : 'firefox'),
  );
  await runPool(buildJobs(variants));
  const releases = process.env.CI ? releaseBuildJobs(browsers) : [];
  if (releases.length === 0) return async () => {};
  // Kept from rejecting unhandled while the tests run; the teardown rethrows its failure.
  const built = buildInBackground(() => runPool(releases)).then(
    () => null,
    (error: unknown) => error,
  );
  return async () => {
    const failure = await built;
    if (failure) throw failure;
  };
}
