// The architecture's import rules, run by `npm run lint`:
// - the rules of .dependency-cruiser.cjs (no cycle between files, lib/ below the UI);
// - no knot among lib's units: each folder under lib/ and each file at its root is one unit, and no two
//   units may reach each other through their imports (a strongly connected set of size > 1).
//   dependency-cruiser sees cycles between files only, so the units' graph is built here from its output.
// Run it as `node --import ./scripts/depcruise-typescript.mjs --import tsx scripts/check-dependencies.ts`
// (the first hook lets dependency-cruiser 16 read TypeScript; see that file).
import type { ICruiseResult, IModule } from 'dependency-cruiser';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOTS = ['lib', 'components', 'entrypoints'];

/** lib/directory/store.ts → lib/directory; lib/settings.ts → lib/settings.ts; outside lib → none. */
export function libUnit(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'lib' || parts.length < 2) return undefined;
  return parts.length === 2 ? file : `lib/${parts[1]}`;
}

interface UnitGraph {
  edges: Map<string, Set<string>>;
  /** Why an edge exists: one file import per unit pair, to print. */
  witness: Map<string, string>;
}

export function unitGraph(modules: readonly IModule[]): UnitGraph {
  const edges = new Map<string, Set<string>>();
  const witness = new Map<string, string>();
  for (const module of modules) {
    const from = libUnit(module.source);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dependency of module.dependencies) {
      const to = libUnit(dependency.resolved);
      if (!to || to === from) continue;
      edges.get(from)?.add(to);
      const key = `${from} → ${to}`;
      if (!witness.has(key)) witness.set(key, `${module.source} → ${dependency.resolved}`);
    }
  }
  return { edges, witness };
}

/** Tarjan's strongly connected components; only those of more than one unit are knots. */
export function knots(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };

  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

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
