// Bundle sizes (gzip) of the production Chrome build, per entry point, against the budgets of docs/architecture.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './rows';

const KB = 1024;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every script a page loads: its module entry and the chunks it preloads. */
export function pageScripts(outDir: string, htmlFile: string): string[] {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const sources = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  return sources.filter((src) => src.endsWith('.js')).map((src) => path.join(outDir, src.replace(/^\//, '')));
}

/** The chunks `files` import, statically or by import() (a part drawn later), and theirs: every script the page may load. */
export function withChunksLoaded(outDir: string, files: string[]): string[] {
  const found = new Set(files);
  for (const file of found) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/["'](?:\.\/|\/?chunks\/)([\w.-]+\.js)["']/g))
      found.add(path.join(outDir, 'chunks', match[1] ?? ''));
  }
  return [...found];
}

function row(name: string, bytes: number, budgetKb: number): BenchRow {
  return {
    name,
    value: `${(bytes / KB).toFixed(1)} KB gzip`,
    measured: Number((bytes / KB).toFixed(2)),
    unit: 'KB gzip',
    budget: `≤ ${budgetKb} KB gzip`,
    pass: bytes <= budgetKb * KB,
  };
}

export function benchBundles(projectRoot: string): BenchRow[] {
  execFileSync('npx', ['wxt', 'build'], { cwd: projectRoot, stdio: 'ignore' });
  const outDir = path.join(projectRoot, '.output/chrome-mv3');
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  return [
    row('on-page card content script', gzipSize(path.join(outDir, 'card.js')), 12),
    {
      ...row('results-page script (search engines)', gzipSize(path.join(outDir, 'serp.js')), 0),
      budget: '',
      pass: null,
    },
    {
      ...row('popup JavaScript of its first frame', sum(pageScripts(outDir, 'popup.html')), 0),
      budget: '',
      pass: null,
    },
    // With the chunks of the parts it draws later (a detail, the home lists, the filter bar…).
    row(
      'popup JavaScript (all chunks it loads)',
      sum(withChunksLoaded(outDir, pageScripts(outDir, 'popup.html'))),
      45,
    ),
    // The popup's screens beside the page: the popup's budget.
    row(
      'side panel JavaScript (all chunks it loads)',
      sum(withChunksLoaded(outDir, pageScripts(outDir, 'sidepanel.html'))),
      45,
    ),
    row('background', gzipSize(path.join(outDir, 'background.js')), 55),
    {
      ...row('options page JavaScript', sum(pageScripts(outDir, 'options.html')), 0),
      budget: '',
      pass: null,
    },
  ];
}
