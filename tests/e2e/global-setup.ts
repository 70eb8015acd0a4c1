import type { FullConfig } from '@playwright/test';
import { buildJobs, type Job, runPool, type Variant } from './builds';
import { releaseBuildJobs } from './releases';

/**
 * The builds the run loads, each made once and only when its sources changed (tests/e2e/builds.ts; with
 * E2E_SKIP_BUILD=1 any build already there is kept): the e2e build for Chromium and for Firefox, and a
 * release build for what must hold without pre-granted site access. In CI, where every test runs, the
 * update tests' earlier releases are built here too, two at a time with the rest, rather than one by one
 * inside those tests (which still build a release they find missing).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  // Chromium's tests read the Firefox build's manifest too: both e2e builds, whichever project runs.
  const variants: Variant[] = ['chrome-e2e', 'firefox-e2e', 'chrome-release'];
  const projects = new Set(config.filteredProjects.map((project) => project.name));
  const browsers = (['chrome', 'firefox'] as const).filter((browser) =>
    projects.has(browser === 'chrome' ? 'chromium' : 'firefox'),
  );
  const [first, ...releases] = process.env.CI ? releaseBuildJobs(browsers) : [];
  // An earlier release first: an install of its own dependencies waits on the network more than the cores.
  const jobs: Job[] = [...(first ? [first] : []), ...buildJobs(variants), ...releases];
  await runPool(jobs);
}
