// axe as the accessibility tests run it, in any driver's page: axe-core's own script injected once per
// document (axeInPage), in Chromium (tests/e2e/a11y.spec.ts) and in Firefox (the phone tests).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, SerialFrameSelector } from 'axe-core';
import type { DriverPage } from './driver';

/**
 * Rules left out for some elements only, each with why it does not apply there.
 *
 * label-content-name-mismatch (WCAG 2.5.3, Label in Name) asks that an element's visible text be part of
 * its accessible name. A tool's row (a search result's tool cell, a listing's or an alternative's button)
 * is named by its visible label, the tool's name, and its rating and price line is the row's accessible
 * description (aria-describedby), which screen readers read after the name; axe counts that line
 * as label text. The card's pill shows "Toolscout ★ 4.6" and is named "Toolscout: Jasper, rated 4.6 out
 * of 5": its visible label, Toolscout, starts the name, and the figure beside it is the rating, spelled
 * out. Speech input ("click Jasper", "click Toolscout") reaches both. The rule runs on everything else.
 */
export const NARROWED: { rule: string; exclude: SerialFrameSelector[] }[] = [
  {
    rule: 'label-content-name-mismatch',
    exclude: [
      '.pp-row[aria-labelledby][aria-describedby]',
      { fromShadowDom: ['toolscout-overlay', '.ts-pill'] },
    ],
  },
];

export function violationLine(violation: Result, colorScheme: string): string {
  const where = violation.nodes
    .slice(0, 5)
    .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
    .join(' | ');
  return `[${colorScheme}] ${violation.impact ?? 'no impact'} ${violation.id}: ${violation.help} — ${where}`;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeRun {
  include?: string;
  narrowed: typeof NARROWED;
}

/** In the page: every rule but the narrowed ones, then those on everything but what they exclude. */
async function runAxe({ include, narrowed }: AxeRun): Promise<{ violations: Result[]; passes: number }> {
  const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
  const context = (exclude: SerialFrameSelector[] = []) =>
    ({ include: include ? [include] : [['html']], exclude }) as never;
  const all: AxeResults = await axe.run(context(), {
    rules: Object.fromEntries(narrowed.map((rule) => [rule.rule, { enabled: false }])),
  });
  const violations = [...all.violations];
  for (const rule of narrowed) {
    const only = await axe.run(context(rule.exclude), { runOnly: { type: 'rule', values: [rule.rule] } });
    violations.push(...only.violations);
  }
  return { violations: JSON.parse(JSON.stringify(violations)), passes: all.passes.length };
}

/** axe-core injected into the page (no eval: the driver runs its source) and run as a11y.spec.ts runs it. */
export async function axeInPage(
  page: DriverPage,
  colorScheme: string,
  include?: string,
): Promise<{ violations: string[]; passes: number }> {
  // Once per document: a second scheme's run reuses it (injecting axe costs about as much as a run).
  if (!(await page.evaluate(() => 'axe' in globalThis, undefined))) await page.evaluateSource(AXE_SOURCE);
  const { violations, passes } = await page.evaluate(runAxe, { include, narrowed: NARROWED });
  return { violations: violations.map((violation) => violationLine(violation, colorScheme)), passes };
}
