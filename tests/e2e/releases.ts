// The earlier releases (releases.json), for the update tests. A release's e2e build (site access
// pre-granted, as the tests' own build) is kept in the repository, packed under tests/e2e/release-builds/
// (`npx tsx tests/e2e/releases.ts pack` makes the archives): a fresh clone unpacks it in a moment instead
// of installing and building the release, about 150 CPU-seconds of a CI run. A release with no archive (a
// new entry in releases.json, or its commit changed) is built from its commit: a git worktree of it, its
// own `npm install` (its dependencies, not ours; skipped when its lockfile is this tree's but for the
// version, which then lends it this tree's node_modules), then its build. Either way the build is cached
// by commit under node_modules/.cache/toolscout-releases/e2e-builds/<commit>/<browser>-mv3.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from '@playwright/test';
import { type Job, runQuietly } from './builds';
import { E2E_PREFETCH_TOP, projectRoot } from './paths';

export interface Release {
  version: string;
  commit: string;
}

export const RELEASES: readonly Release[] = JSON.parse(
  readFileSync(path.join(projectRoot, 'releases.json'), 'utf8'),
);

export function releaseNamed(version: string): Release {
  const release = RELEASES.find((candidate) => candidate.version === version);
  if (!release) throw new Error(`releases.json has no ${version}`);
  return release;
}

const cacheRoot = path.join(projectRoot, 'node_modules/.cache/toolscout-releases');

interface LockedPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

/**
 * Whether a worktree's package-lock.json installs exactly what this tree's does (versions aside). The
 * optional binaries of one platform each (esbuild's, rollup's, biome's) are left out: `npm install`
 * adds the other platforms' to a lock file that lacks them, and each one's version follows its
 * package's, which is compared.
 */
function sameDependencies(worktree: string): boolean {
  const packages = (dir: string) => {
    const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const { '': root, ...installed } = lock.packages;
    const { version: _version, ...rest } = root ?? {};
    const portable = Object.entries(installed).filter(
      ([, entry]) => !(entry.optional && (entry.os || entry.cpu || entry.libc)),
    );
    return JSON.stringify({ root: rest, installed: Object.fromEntries(portable) });
  };
  try {
    return packages(worktree) === packages(projectRoot);
  } catch {
    return false;
  }
}

/**
 * Runs `work` while no other process does it for the same release: its worktree and install are prepared
 * once (two Playwright workers, or two builds at once, may need the same release). A lock whose process
 * has ended is taken over.
 */
function whileLocked<T>(release: Release, work: () => T): T {
  const lock = path.join(cacheRoot, `${release.version}.lock`);
  const owner = path.join(lock, 'pid');
  mkdirSync(cacheRoot, { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!lockOwnerAlive(lock, owner)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} stayed taken for 15 minutes`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function lockOwnerAlive(lock: string, owner: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(owner, 'utf8'));
  } catch {
    // Taken a moment ago, its owner not written yet; or left empty by a process killed right then.
    const since = lstatSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return Date.now() - since < 10_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The release's files at its commit, and its dependencies installed. */
function prepareRelease(release: Release): string {
  const worktree = path.join(cacheRoot, release.version);
  const run = (command: string, args: string[], cwd: string) =>
    execFileSync(command, args, { cwd, stdio: 'inherit' });
  if (!existsSync(path.join(worktree, 'package.json'))) {
    run('git', ['worktree', 'add', '--force', '--detach', worktree, release.commit], projectRoot);
  }
  const modules = path.join(worktree, 'node_modules');
  const same = sameDependencies(worktree);
  // A link to this tree's install made before its dependencies changed is that release's no more.
  if (!same && lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(modules);
  if (!existsSync(path.join(modules, '.bin/wxt'))) {
    if (same) {
      // The same lockfile but for the version: this tree's own install is that release's install.
      rmSync(modules, { recursive: true, force: true });
      symlinkSync(path.join(projectRoot, 'node_modules'), modules);
    } else {
      // No scripts: its postinstall (`wxt prepare`) fails under node_modules for the same reason.
      run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], worktree);
    }
  }
  return worktree;
}

const builtDir = (release: Release, browser: 'chrome' | 'firefox') =>
  path.join(cacheRoot, 'e2e-builds', release.commit, `${browser}-mv3`);

const archivesDir = path.join(projectRoot, 'tests/e2e/release-builds');

/** The packed build kept in the repository: its name says the release, the commit and the browser. */
const archiveOf = (release: Release, browser: 'chrome' | 'firefox') =>
  path.join(archivesDir, `${release.version}-${release.commit.slice(0, 12)}-${browser}.tar.gz`);

/** Puts a finished build in place whole: a build another process is reading is never half there. */
function moveInPlace(copy: string, built: string): void {
  mkdirSync(path.dirname(built), { recursive: true });
  if (existsSync(path.join(built, 'manifest.json'))) rmSync(copy, { recursive: true, force: true });
  else renameSync(copy, built);
}

/** The release's build from its archive, if the repository keeps one; false if it does not. */
function unpackArchive(release: Release, browser: 'chrome' | 'firefox'): boolean {
  const archive = archiveOf(release, browser);
  if (!existsSync(archive)) return false;
  const built = builtDir(release, browser);
  const copy = `${built}.${process.pid}`;
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  execFileSync('tar', ['-xzf', archive, '-C', copy]);
  moveInPlace(copy, built);
  return true;
}

/** Whether the release's build is in the cache, unpacking it from its archive first if there is one. */
function buildAtHand(release: Release, browser: 'chrome' | 'firefox'): boolean {
  return (
    existsSync(path.join(builtDir(release, browser), 'manifest.json')) || unpackArchive(release, browser)
  );
}

/** Packs a release's build (built from its commit if not cached) into the repository's archive. */
function packArchive(release: Release, browser: 'chrome' | 'firefox'): string {
  const built = releaseBuild(release, browser);
  const archive = archiveOf(release, browser);
  mkdirSync(archivesDir, { recursive: true });
  // The same files give the same bytes: sorted, no owners, no times.
  const tarball = execFileSync('tar', [
    '--sort=name',
    '--mtime=@0',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    '-cf',
    '-',
    '-C',
    built,
    '.',
  ]);
  writeFileSync(archive, gzipSync(tarball, { level: 9 }));
  return archive;
}

/**
 * The release's e2e build for a browser. WXT does not apply its auto-imports to files under a
 * node_modules folder, which the cached worktree is in: it is built from a copy of its files in a
 * temporary folder, its node_modules linked.
 */
export function releaseBuild(release: Release, browser: 'chrome' | 'firefox'): string {
  const built = builtDir(release, browser);
  if (buildAtHand(release, browser)) return built;
  const worktree = whileLocked(release, () => prepareRelease(release));
  const build = mkdtempSync(path.join(os.tmpdir(), `toolscout-release-${release.version}-`));
  try {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: worktree, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of files) cpSync(path.join(worktree, file), path.join(build, file));
    symlinkSync(path.join(worktree, 'node_modules'), path.join(build, 'node_modules'));
    // Built under the number it was given after the fact (its package.json still said 0.1.0), as the
    // store would have had it: an update from it is from that version.
    const manifestPackage = path.join(build, 'package.json');
    const pkg = JSON.parse(readFileSync(manifestPackage, 'utf8')) as { version: string };
    writeFileSync(manifestPackage, `${JSON.stringify({ ...pkg, version: release.version }, null, 2)}\n`);
    // The switches of the e2e builds (tests/e2e/builds.ts; a release ignores those it does not know yet):
    // the card's shadow root open, so a test can click in it, and a prefetch that leaves the budget quiet.
    const { TOOLSCOUT_OUT_DIR: _out, ...env } = process.env;
    execFileSync(path.join(build, 'node_modules/.bin/wxt'), ['build', '-b', browser], {
      cwd: build,
      stdio: 'inherit',
      env: {
        ...env,
        TOOLSCOUT_E2E: '1',
        // The name 0.1.0–0.3.0 read.
        WXT_OVERLAY_SHADOW_MODE: 'open',
        WXT_CARD_SHADOW_MODE: 'open',
        WXT_PREFETCH_TOP: String(E2E_PREFETCH_TOP),
      },
    });
    const copy = `${built}.${process.pid}`;
    cpSync(path.join(build, `.output/e2e/${browser}-mv3`), copy, { recursive: true });
    moveInPlace(copy, built);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  return built;
}

/**
 * Where the e2e run's global setup says it is building the earlier releases while the tests run: the
 * runner's process id, the file there for as long as those builds go on (global-setup.ts).
 */
const backgroundBuildsMarker = path.join(cacheRoot, 'building-in-background');

/** Runs `build` (the releases' jobs) while the tests run, marked so that an update test waits for it. */
export function buildInBackground(build: () => Promise<void>): Promise<void> {
  mkdirSync(cacheRoot, { recursive: true });
  writeFileSync(backgroundBuildsMarker, String(process.pid));
  return build().finally(() => rmSync(backgroundBuildsMarker, { force: true }));
}

/** Whether the run's global setup is still building releases (a marker left by an ended run is not). */
function buildingInBackground(): boolean {
  try {
    process.kill(Number(readFileSync(backgroundBuildsMarker, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The release's e2e build for a browser, for an update test: once the global setup's background build
 * of it has landed (without blocking the worker meanwhile), or built here if nobody is building it.
 */
export async function releaseBuildWhenReady(
  release: Release,
  browser: 'chrome' | 'firefox',
): Promise<string> {
  const asked = Date.now();
  test.setTimeout(RELEASE_BUILD_WAIT_MS + UPDATE_TEST_MS);
  const manifest = path.join(builtDir(release, browser), 'manifest.json');
  while (!existsSync(manifest) && buildingInBackground()) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const built = releaseBuild(release, browser);
  // From here the test has its own few minutes: a hang in it (a CI run waited ten for one answer) fails
  // then, instead of at the limit set for a build.
  test.setTimeout(Date.now() - asked + UPDATE_TEST_MS);
  return built;
}

/** The longest an update test waits for its release's build: an npm install and two builds on a busy machine. */
const RELEASE_BUILD_WAIT_MS = 10 * 60_000;
/** An update test's own time once the build is there: 10–50 s in the CI runs, on a loaded machine. */
const UPDATE_TEST_MS = 3 * 60_000;

/**
 * The earlier releases' builds not made yet on this machine, as jobs for runPool (tests/e2e/builds.ts):
 * each in a process of its own, so that two build at once.
 */
export function releaseBuildJobs(browsers: readonly ('chrome' | 'firefox')[]): Job[] {
  return RELEASES.flatMap((release) =>
    browsers
      .filter((browser) => !buildAtHand(release, browser))
      .map((browser) => ({
        run: () =>
          runQuietly(
            path.join(projectRoot, 'node_modules/.bin/tsx'),
            [import.meta.filename, release.version, browser],
            { cwd: projectRoot, env: process.env, label: `build ${release.version} for ${browser}` },
          ),
      })),
  );
}

/** This tree's version: what every update test updates to. */
export const CURRENT_VERSION = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/** Saved tools, search engines' results pages and comparing came with 0.2.0. */
export const hasSavedAndSerp = (version: string) => version !== '0.1.0';

/** The two tools an update test picks to compare. */
export const PICKED = [
  ['jasper', 'Jasper'],
  ['copy-ai', 'Copy.ai'],
] as const;

// tsx tests/e2e/releases.ts <version> <chrome|firefox>: one release's build (releaseBuildJobs).
// tsx tests/e2e/releases.ts pack: every release's archive under tests/e2e/release-builds/.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [version, browser] = process.argv.slice(2);
  if (version === 'pack') {
    for (const release of RELEASES)
      for (const each of ['chrome', 'firefox'] as const) console.log(packArchive(release, each));
  } else if (version && (browser === 'chrome' || browser === 'firefox')) {
    console.log(releaseBuild(releaseNamed(version), browser));
  } else {
    console.error('tsx tests/e2e/releases.ts <version> <chrome|firefox> | pack');
    process.exit(2);
  }
}
