// The earlier releases (releases.json), built from their commits for the update tests: a git worktree
// of the commit, its own `npm install`, its e2e build. The build is cached by commit in
// node_modules/.cache/toolscout-releases, so a run after the first builds nothing; a fresh clone (the
// whole history, as CI has) builds each once.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './paths';

export interface Release {
  version: string;
  commit: string;
}

export const RELEASES: readonly Release[] = JSON.parse(
  readFileSync(path.join(projectRoot, 'releases.json'), 'utf8'),
);

const CACHE_DIR = path.join(projectRoot, 'node_modules/.cache/toolscout-releases');

/** The Chromium e2e build of a release (site access pre-granted, as the tests' own build). */
export function releaseBuild(release: Release): string {
  const cached = path.join(CACHE_DIR, release.commit, 'chrome-mv3');
  if (existsSync(path.join(cached, 'manifest.json'))) return cached;
  const worktree = mkdtempSync(path.join(os.tmpdir(), `toolscout-release-${release.version}-`));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, stdio: 'ignore' });
  try {
    git('worktree', 'add', '--detach', '--force', worktree, release.commit);
    const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
      execFileSync(command, args, { cwd: worktree, stdio: 'ignore', env: { ...process.env, ...env } });
    run('npm', ['install', '--no-audit', '--no-fund']);
    run('npx', ['wxt', 'build'], {
      TOOLSCOUT_E2E: '1',
      WXT_OVERLAY_SHADOW_MODE: 'open',
      WXT_PREFETCH_TOP: '10',
    });
    mkdirSync(path.dirname(cached), { recursive: true });
    cpSync(path.join(worktree, '.output/e2e/chrome-mv3'), cached, { recursive: true });
    return cached;
  } finally {
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      rmSync(worktree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  }
}

// `npx tsx tests/e2e/releases.ts`: builds (or finds) every release, as CI's first update test would.
if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  for (const release of RELEASES) {
    const started = Date.now();
    console.log(
      `${release.version}: ${releaseBuild(release)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}
