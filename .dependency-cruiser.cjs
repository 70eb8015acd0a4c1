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
    {
      name: 'views-and-public-faces-are-types',
      severity: 'error',
      comment:
        "The messaging views (lib/messaging/views.ts) and a feature's public face (lib/<feature>/public.ts) are types only, so a page that imports them carries no zod, store or browser API.",
      from: { path: '^lib/(messaging/views|[^/]+/public)\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-own-their-views',
      severity: 'error',
      comment:
        "A feature builds its view shape from its own public face (lib/<feature>/public.ts), which lib/messaging/views.ts re-exports; a feature importing the views would tie every feature to every other. The wiring (lib/background), the UI's helpers in lib/panel and the words in lib/copy read the views.",
      from: { path: '^lib/', pathNot: '^lib/(messaging|background|panel|copy)/' },
      to: { path: '^lib/messaging/views\\.ts$' },
    },
  ],
  options: {
    // node_modules too, to see what a types-only file must not import (zod, wxt's browser); not followed.
    includeOnly: '^(lib|components|entrypoints|node_modules)/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
