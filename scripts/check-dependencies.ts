// The architecture's import rules, run by `npm run lint`:
// - the rules of .dependency-cruiser.cjs (no cycle between files, lib/ below the UI);
// - no knot among lib's units: each folder under lib/ and each file at its root is one unit, and no two
//   units may reach each other through their imports (a strongly connected set of size > 1).
//   dependency-cruiser sees cycles between files only, so the units' graph is built here from its output.
// Run it as `node --import ./scripts/depcruise-typescript.mjs --import tsx scripts/check-dependencies.ts`
// (the first hook lets dependency-cruiser 16 read TypeScript; see that file).
import type { ICruiseResult } from 'dependency-cruiser';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { knots, unitGraph } from './lib-knots';

const ROOTS = ['lib', 'components', 'entrypoints'];

async function main(): Promise<number> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { output } = await cruise(ROOTS, { ...options, validate: true });
  const result = output as ICruiseResult;
  let failed = false;

  if (result.summary.error > 0) {
    failed = true;
    process.stdout.write(String((await format(result, { outputType: 'err' })).output));
  }

  const { edges, witness } = unitGraph(result.modules);
  for (const knot of knots(edges)) {
    failed = true;
    const members = new Set(knot);
    console.log(`knot of ${knot.length} lib units (each reaches every other through imports):`);
    for (const unit of knot) {
      for (const to of [...(edges.get(unit) ?? [])].filter((target) => members.has(target)).sort()) {
        console.log(`  ${unit} → ${to}   (${witness.get(`${unit} → ${to}`)})`);
      }
    }
  }

  if (!failed) {
    console.log(
      `dependency rules hold: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports, no cycle, no knot among ${edges.size} lib units.`,
    );
  }
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
