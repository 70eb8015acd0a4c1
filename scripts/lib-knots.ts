// Knots among lib's units, from dependency-cruiser's modules: each folder under lib/ and each file at its
// root is one unit, and a knot is a strongly connected set of more than one unit (each reaches every
// other through imports). Apart from scripts/check-dependencies.ts so unit tests need no cruise.

/** The part of a dependency-cruiser module this reads. */
export interface CruisedModule {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/** lib/directory/store.ts → lib/directory; lib/connection/settings.ts → lib/connection/settings.ts; outside lib → none. */
export function libUnit(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'lib' || parts.length < 2) return undefined;
  return parts.length === 2 ? file : `lib/${parts[1]}`;
}

export interface UnitGraph {
  edges: Map<string, Set<string>>;
  /** Why an edge exists: one file import per unit pair, to print. */
  witness: Map<string, string>;
}

export function unitGraph(modules: readonly CruisedModule[]): UnitGraph {
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
