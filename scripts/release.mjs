// Cuts a release: `npm run release [version]` (the version defaults to package.json's).
// 1. Checks the work tree is clean and CHANGELOG.md has something under "Unreleased".
// 2. Writes the version into package.json (WXT makes it the manifest's version) and turns "Unreleased"
//    into that version's dated section, under a new empty "Unreleased".
// 3. Commits "Release <version>", tags it v<version>, and records the commit in releases.json (the
//    update tests build every release listed there) in a second commit.
// 4. Builds both store zips (`npm run zip`: .output/*-chrome.zip and *-firefox.zip, with the sources).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8' }).trim();
const file = (name) => path.join(root, name);

const packageJson = JSON.parse(readFileSync(file('package.json'), 'utf8'));
const version = process.argv[2] ?? packageJson.version;
if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`not a release version: ${version}`);
if (run('git', ['status', '--porcelain']) !== '') throw new Error('commit or stash your changes first');

const releases = JSON.parse(readFileSync(file('releases.json'), 'utf8'));
const newer = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};
const last = releases.at(-1);
if (last && !newer(version, last.version)) throw new Error(`${version} is not newer than ${last.version}`);

const changelog = readFileSync(file('CHANGELOG.md'), 'utf8');
const unreleased = changelog.indexOf('## [Unreleased]');
const next = changelog.indexOf('\n## [', unreleased + 1);
if (unreleased < 0 || changelog.slice(unreleased, next).trim() === '## [Unreleased]')
  throw new Error('nothing under "## [Unreleased]" in CHANGELOG.md');
const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  file('CHANGELOG.md'),
  changelog.replace('## [Unreleased]', `## [Unreleased]\n\n## [${version}] - ${today}`),
);
writeFileSync(file('package.json'), `${JSON.stringify({ ...packageJson, version }, null, 2)}\n`);

run('git', ['commit', '-am', `Release ${version}`]);
run('git', ['tag', `v${version}`]);
const commit = run('git', ['rev-parse', 'HEAD']);
releases.push({ version, commit });
writeFileSync(file('releases.json'), `${JSON.stringify(releases, null, 2)}\n`);
run('git', ['commit', '-am', `releases.json: ${version} is ${commit.slice(0, 7)}`]);
execFileSync('npm', ['run', 'zip'], { cwd: root, stdio: 'inherit' });
console.log(`Released ${version} (${commit}); the store zips are in .output/.`);
