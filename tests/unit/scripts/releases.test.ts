// @vitest-environment node
// releases.json is what the update tests build from: each listed release must be a real, ordered
// version with its commit, below the version being developed, and described in the CHANGELOG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (name: string) => readFileSync(path.join(root, name), 'utf8');
const releases = z
  .array(
    z.object({ version: z.string().regex(/^\d+\.\d+\.\d+$/), commit: z.string().regex(/^[0-9a-f]{40}$/) }),
  )
  .parse(JSON.parse(read('releases.json')));
const parts = (version: string) => version.split('.').map(Number);
const compare = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

describe('releases.json', () => {
  it('lists the earlier releases in order, each with its full commit', () => {
    expect(releases.map((release) => release.version).slice(0, 3)).toEqual(['0.1.0', '0.2.0', '0.3.0']);
    for (let i = 1; i < releases.length; i++)
      expect(compare(releases[i]?.version ?? '', releases[i - 1]?.version ?? '')).toBeGreaterThan(0);
    expect(new Set(releases.map((release) => release.commit)).size).toBe(releases.length);
  });

  it('is below the version in development, which is the manifest version (package.json)', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    expect(compare(version, releases.at(-1)?.version ?? '0.0.0')).toBeGreaterThanOrEqual(0);
  });

  it('has a CHANGELOG section for every release', () => {
    const changelog = read('CHANGELOG.md');
    for (const { version } of releases)
      expect(changelog).toMatch(
        new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
      );
  });
});
