// The earlier releases (releases.json), built from their commits for the update tests. A release's e2e
// build (site access pre-granted, as the tests' own build) is cached by commit under
// node_modules/.cache/toolscout-releases/e2e-builds/<commit>/<browser>-mv3, so a run after the first
// builds nothing; a fresh clone (the whole history, as CI has) builds each once: a git worktree of the
// commit, its own `npm install` (its dependencies, not ours; skipped when its lockfile is this tree's but
// for the version, which then lends it this tree's node_modules), then its build.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
 * The release's e2e build for a browser. WXT does not apply its auto-imports to files under a
 * node_modules folder, which the cached worktree is in: it is built from a copy of its files in a
 * temporary folder, its node_modules linked.
 */
export function releaseBuild(release: Release, browser: 'chrome' | 'firefox'): string {
  const built = path.join(cacheRoot, 'e2e-builds', release.commit, `${browser}-mv3`);
  if (existsSync(path.join(built, 'manifest.json'))) return built;
  const worktree = path.join(cacheRoot, release.version);
  const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
    execFileSync(command, args, { cwd, env, stdio: 'inherit' });
  if (!existsSync(path.join(worktree, 'package.json'))) {
    mkdirSync(cacheRoot, { recursive: true });
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
    // The switches of tests/e2e/global-setup.ts (a release ignores those it does not know yet): the
    // card's shadow root open, so a test can click in it, and a prefetch that leaves the budget quiet.
    const { TOOLSCOUT_OUT_DIR: _out, ...env } = process.env;
    run('npx', ['wxt', 'build', '-b', browser], build, {
      ...env,
      TOOLSCOUT_E2E: '1',
      // The name 0.1.0–0.3.0 read.
      WXT_OVERLAY_SHADOW_MODE: 'open',
      WXT_CARD_SHADOW_MODE: 'open',
      WXT_PREFETCH_TOP: String(E2E_PREFETCH_TOP),
    });
    mkdirSync(path.dirname(built), { recursive: true });
    cpSync(path.join(build, `.output/e2e/${browser}-mv3`), built, { recursive: true });
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  return built;
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
