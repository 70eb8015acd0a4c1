// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { knots, libUnit, unitGraph } from '../../../scripts/lib-knots';

const module = (source: string, ...imports: string[]) => ({
  source,
  dependencies: imports.map((resolved) => ({ resolved })),
});

describe("lib's units", () => {
  it('are the folders under lib/ and the files at its root; nothing outside lib is one', () => {
    expect(libUnit('lib/directory/site-match/explain.ts')).toBe('lib/directory');
    expect(libUnit('lib/settings.ts')).toBe('lib/settings.ts');
    expect(libUnit('components/card/Card.tsx')).toBeUndefined();
    expect(libUnit('node_modules/zod/mini/index.cjs')).toBeUndefined();
  });
});

describe('knots', () => {
  it('finds units that reach each other through files that form no file cycle', () => {
    // settings.ts → background/token-store, background/main → settings.ts: no file imports itself back.
    const { edges, witness } = unitGraph([
      module('lib/settings.ts', 'lib/background/token-store.ts'),
      module('lib/background/main.ts', 'lib/settings.ts', 'lib/api/client.ts'),
      module('lib/background/token-store.ts', 'lib/directory/idb.ts'),
      module('lib/api/client.ts', 'lib/api/model.ts'),
    ]);
    expect(knots(edges)).toEqual([['lib/background', 'lib/settings.ts']]);
    expect(witness.get('lib/settings.ts → lib/background')).toBe(
      'lib/settings.ts → lib/background/token-store.ts',
    );
  });

  it('reports each knot once, with all its members, and none where imports only go one way', () => {
    const { edges } = unitGraph([
      module('lib/a/x.ts', 'lib/b/y.ts'),
      module('lib/b/y.ts', 'lib/c/z.ts'),
      module('lib/c/z.ts', 'lib/a/w.ts'),
      module('lib/d/v.ts', 'lib/e/u.ts'),
      module('lib/e/u.ts', 'lib/f/t.ts'),
      module('lib/f/t.ts'),
      module('lib/a/w.ts', 'lib/a/x.ts'),
    ]);
    expect(knots(edges)).toEqual([['lib/a', 'lib/b', 'lib/c']]);
  });

  it('does not count imports inside one unit or from outside lib', () => {
    const { edges } = unitGraph([
      module('lib/a/x.ts', 'lib/a/y.ts'),
      module('lib/a/y.ts', 'lib/a/x.ts'),
      module('components/card/Card.tsx', 'lib/a/x.ts'),
    ]);
    expect(knots(edges)).toEqual([]);
  });
});
