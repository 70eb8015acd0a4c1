#!/usr/bin/env node
// Cutting a release (CONTRIBUTING.md, "Cutting a release"):
//   node scripts/release.mjs <version> [--date YYYY-MM-DD] [--no-zip]
// 1. checks the work tree is clean and the version is new and higher than package.json's;
// 2. sets the version in package.json and package-lock.json (WXT takes the manifest's version from it);
// 3. moves CHANGELOG.md's "## [Unreleased]" entries into "## [<version>] - <date>" (a new empty
//    Unreleased stays on top);
// 4. commits that as "Release <version>";
// 5. then appends { version, commit } to releases.json, with the SHA of the commit just made, and
//    commits that (the SHA exists only once the release commit does, hence two commits);
// 6. tags the release commit `v<version>` (annotated), so the history marks it too;
// 7. builds both store zips (`npm run zip`: .output/*-chrome.zip and *-firefox.zip, with sources).
// It never pushes; that, and the upload to the stores, stay by hand.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const version = args.find((arg) => !arg.startsWith('--'));
const dateAt = args.indexOf('--date');
const date = dateAt >= 0 ? args[dateAt + 1] : new Date().toISOString().slice(0, 10);
const zip = !args.includes('--no-zip');

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
const file = (name) => join(root, name);
const readJson = (name) => JSON.parse(readFileSync(file(name), 'utf8'));
const writeJson = (name, value) => writeFileSync(file(name), `${JSON.stringify(value, null, 2)}\n`);

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
function compare(a, b) {
  const [x, y] = [a, b].map((v) => v.match(SEMVER).slice(1).map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

if (!version || !SEMVER.test(version))
  fail('usage: node scripts/release.mjs <major.minor.patch> [--date YYYY-MM-DD] [--no-zip]');
if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) fail(`--date wants YYYY-MM-DD, not ${date}`);
if (git('status', '--porcelain') !== '')
  fail('the work tree has uncommitted changes; commit or stash them first');

const pkg = readJson('package.json');
const releases = readJson('releases.json');
if (releases.some((release) => release.version === version)) fail(`${version} is already in releases.json`);
const tag = `v${version}`;
if (git('tag', '--list', tag) !== '') fail(`the tag ${tag} exists already`);
if (compare(version, pkg.version) < 0) fail(`${version} is lower than package.json's ${pkg.version}`);
const last = releases.at(-1);
if (last && compare(version, last.version) <= 0)
  fail(`${version} is not higher than the last release, ${last.version}`);

const changelog = readFileSync(file('CHANGELOG.md'), 'utf8');
const UNRELEASED = '## [Unreleased]';
const start = changelog.indexOf(UNRELEASED);
if (start < 0) fail(`CHANGELOG.md has no "${UNRELEASED}" section`);
const bodyStart = start + UNRELEASED.length;
const next = changelog.indexOf('\n## [', bodyStart);
const body = changelog.slice(bodyStart, next < 0 ? undefined : next).trim();
if (body === '') fail('the Unreleased section of CHANGELOG.md is empty: nothing to release');

// 2. the version
pkg.version = version;
writeJson('package.json', pkg);
const lock = readJson('package-lock.json');
lock.version = version;
if (lock.packages?.['']) lock.packages[''].version = version;
writeJson('package-lock.json', lock);

// 3. the changelog
writeFileSync(
  file('CHANGELOG.md'),
  `${changelog.slice(0, start)}${UNRELEASED}\n\n## [${version}] - ${date}\n\n${body}\n${next < 0 ? '' : changelog.slice(next)}`,
);

// 4. the release commit, 5. then releases.json names it
git('add', 'package.json', 'package-lock.json', 'CHANGELOG.md');
git('commit', '-q', '-m', `Release ${version}`);
const commit = git('rev-parse', 'HEAD');
releases.push({ version, commit });
writeJson('releases.json', releases);
git('add', 'releases.json');
git('commit', '-q', '-m', `releases.json: ${version} is ${commit.slice(0, 7)}`);
// 6. the tag, on the release commit (not on the releases.json one after it)
git('tag', '-a', tag, '-m', `Toolscout ${version}`, commit);
console.log(`release: ${version} is commit ${commit}, tagged ${tag}`);

// 7. the store zips
if (zip) {
  execFileSync('npm', ['run', 'zip'], { cwd: root, stdio: 'inherit' });
  console.log(
    'release: the zips are in .output/ (Chrome Web Store: *-chrome.zip; AMO: *-firefox.zip and *-sources.zip)',
  );
}
