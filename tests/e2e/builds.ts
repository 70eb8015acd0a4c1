// The extension builds the tests load, each built once and shared: the end-to-end run builds what it
// loads (global-setup.ts), `npm run lint:addon` the Firefox release build it checks, and `npm test` all
// of them first, two at a time. A build is kept while nothing it is made from has changed: a hash of the
// sources and of its switches, beside the build in .output/.stamps/.
//   tsx tests/e2e/builds.ts [variant…]   (every variant when none is named)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  E2E_PREFETCH_TOP,
  extensionDir,
  firefoxExtensionDir,
  firefoxReleaseExtensionDir,
  projectRoot,
  releaseExtensionDir,
  releaseOutDir,
} from './paths';

/** e2e: site access pre-granted, the card's shadow root open; release: what a person installs. */
export const VARIANTS = ['chrome-e2e', 'firefox-e2e', 'chrome-release', 'firefox-release'] as const;
export type Variant = (typeof VARIANTS)[number];

interface Build {
  browser: 'chrome' | 'firefox';
  /** Where the browser's folder lands. */
  dir: string;
  /** WXT's output folder for both browsers (it writes it into .wxt/tsconfig.json). */
  outBase: string;
  env: NodeJS.ProcessEnv;
}

function buildOf(variant: Variant): Build {
  const browser = variant.startsWith('firefox') ? 'firefox' : 'chrome';
  if (variant.endsWith('-e2e')) {
    const { TOOLSCOUT_OUT_DIR: _out, ...env } = process.env;
    return {
      browser,
      dir: browser === 'chrome' ? extensionDir : firefoxExtensionDir,
      outBase: '.output/e2e',
      // The e2e build opens the card's shadow root so the tests can look inside; release builds keep it
      // closed. It saves the alternatives of only the top E2E_PREFETCH_TOP tools.
      env: {
        ...env,
        TOOLSCOUT_E2E: '1',
        WXT_CARD_SHADOW_MODE: 'open',
        WXT_PREFETCH_TOP: String(E2E_PREFETCH_TOP),
      },
    };
  }
  // Exactly `npm run build` (or build:firefox), only written elsewhere so a developer's own build is left alone.
  const { TOOLSCOUT_E2E: _e2e, WXT_CARD_SHADOW_MODE: _shadow, ...env } = process.env;
  return {
    browser,
    dir: browser === 'chrome' ? releaseExtensionDir : firefoxReleaseExtensionDir,
    outBase: releaseOutDir,
    env: { ...env, TOOLSCOUT_OUT_DIR: releaseOutDir },
  };
}

/** Not part of any build: a change there leaves the builds as they are. */
const NOT_BUILT =
  /^(tests|docs|bench|server|\.ci)\/|^[^/]+\.md$|^(playwright|vitest)\.config\.ts$|^biome\.json$/;

/**
 * A hash of every file a build may read (git's tracked and untracked files, ignored ones aside, and the
 * root's .env files, which WXT reads); null outside a git checkout, where every build is built.
 */
function sourcesHash(): string | null {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const envFiles = readdirSync(projectRoot).filter((name) => name.startsWith('.env'));
  const files = [...new Set([...listed.split('\0').filter(Boolean), ...envFiles])]
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    const absolute = path.join(projectRoot, file);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : 'deleted');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** What a build is made from: the sources and the switches it is built with. */
function stampOf(build: Build, sources: string): string {
  const switches = Object.entries(build.env)
    .filter(([name]) => /^(WXT_|VITE_|TOOLSCOUT_)/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ sources, browser: build.browser, switches });
}

const stampsDir = path.join(projectRoot, '.output/.stamps');
const stampFile = (variant: Variant) => path.join(stampsDir, `${variant}.json`);

function isFresh(variant: Variant, build: Build, stamp: string | null): boolean {
  if (process.env.E2E_SKIP_BUILD === '1') return existsSync(build.dir);
  if (stamp === null || !existsSync(path.join(build.dir, 'manifest.json'))) return false;
  try {
    return readFileSync(stampFile(variant), 'utf8') === stamp;
  } catch {
    return false;
  }
}

/** Runs a command, its output shown once it ends so that two at once do not interleave. */
export function runQuietly(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; label: string },
): Promise<void> {
  console.log(`${options.label}…`);
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(`── ${options.label} ──\n${Buffer.concat(output).toString()}`);
      if (code === 0) resolve();
      else reject(new Error(`${options.label} failed (exit ${code})`));
    });
  });
}

/** Work for the pool below; jobs with different `conflictsUnless` keys never run at once. */
export interface Job {
  run: () => Promise<void>;
  /** Jobs that write WXT's files in the project (.wxt/) only share the moment with the same key. */
  conflictsUnless?: string;
}

/** Runs jobs `concurrency` at a time (two: this machine's cores), in order, as their keys allow. */
export async function runPool(jobs: Job[], concurrency = 2): Promise<void> {
  const waiting = [...jobs];
  const running = new Set<Job>();
  const failures: unknown[] = [];
  await new Promise<void>((resolve) => {
    const next = () => {
      if (waiting.length === 0 && running.size === 0) return resolve();
      while (running.size < concurrency) {
        const index = waiting.findIndex(
          (job) =>
            job.conflictsUnless === undefined ||
            [...running].every(
              (other) => other.conflictsUnless === undefined || other.conflictsUnless === job.conflictsUnless,
            ),
        );
        if (index < 0) return;
        const [job] = waiting.splice(index, 1);
        if (!job) return;
        running.add(job);
        job
          .run()
          .catch((error: unknown) => failures.push(error))
          .finally(() => {
            running.delete(job);
            next();
          });
      }
    };
    next();
  });
  if (failures.length > 0) throw failures[0];
}

const wxtBin = path.join(projectRoot, 'node_modules/.bin/wxt');

/** The builds among `variants` that are not fresh, as jobs for runPool. */
export function buildJobs(variants: readonly Variant[]): Job[] {
  const sources = process.env.E2E_SKIP_BUILD === '1' ? null : sourcesHash();
  // Each `wxt build` first writes WXT's files (.wxt/, the tsconfig.json that Vite reads as it builds among
  // them) where they differ from what is there. In a fresh clone two builds started at once both wrote
  // it, and one read it half-written ("Unterminated string in JSON"). So `wxt prepare` writes them once
  // per output folder before its builds start, and the builds find nothing to write.
  const prepared = new Map<string, Promise<void>>();
  const prepare = (build: Build): Promise<void> => {
    let preparing = prepared.get(build.outBase);
    if (!preparing) {
      preparing = runQuietly(wxtBin, ['prepare'], {
        cwd: projectRoot,
        env: build.env,
        label: `prepare ${build.outBase}`,
      });
      prepared.set(build.outBase, preparing);
    }
    return preparing;
  };
  const stale = variants.flatMap((variant) => {
    const build = buildOf(variant);
    const stamp = sources === null ? null : stampOf(build, sources);
    return isFresh(variant, build, stamp) ? [] : [{ variant, build, stamp }];
  });
  // A build alone in its folder writes WXT's files itself, with no other build to race (about 1.5 s less).
  const sharesItsFolder = (build: Build) =>
    stale.filter((other) => other.build.outBase === build.outBase).length > 1;
  return stale.map(({ variant, build, stamp }) => ({
    conflictsUnless: build.outBase,
    run: async () => {
      rmSync(stampFile(variant), { force: true });
      if (sharesItsFolder(build)) await prepare(build);
      await runQuietly(wxtBin, ['build', '-b', build.browser], {
        cwd: projectRoot,
        env: build.env,
        label: `build ${variant}`,
      });
      if (stamp === null) return;
      mkdirSync(stampsDir, { recursive: true });
      writeFileSync(stampFile(variant), stamp);
    },
  }));
}

/** Builds every variant named that is not fresh, two at a time. */
export async function ensureBuilt(variants: readonly Variant[]): Promise<void> {
  await runPool(buildJobs(variants));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !(VARIANTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown build ${unknown.join(', ')}; the builds are ${VARIANTS.join(', ')}.`);
    process.exit(2);
  }
  await ensureBuilt(named.length > 0 ? (named as Variant[]) : VARIANTS);
}
