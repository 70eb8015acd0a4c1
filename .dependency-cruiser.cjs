// The architecture's import rules, checked by `npm run lint` (scripts/check-dependencies.ts).
// Knots among lib's units (a strongly connected set of folders) are checked by that script too:
// dependency-cruiser sees cycles between files, not between folders.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A module may not reach itself through its imports, type-only imports included: a cycle ties files that should change alone. Move what both sides need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-below-ui',
      severity: 'error',
      comment:
        'lib/ is the layer below the UI: it may not import components/ or entrypoints/. Text the background needs lives in lib/copy; UI pieces stay in components/.',
      from: { path: '^lib/' },
      to: { path: '^(components|entrypoints)/' },
    },
  ],
  options: {
    includeOnly: '^(lib|components|entrypoints)/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
