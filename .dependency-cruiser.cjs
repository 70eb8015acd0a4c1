// The architecture's import rules, checked by `npm run lint` (scripts/check-dependencies.ts).
// Knots among lib's units (a strongly connected set of folders) are checked by that script too:
// dependency-cruiser sees cycles between files, not between folders.
//
// A feature's public face is lib/<feature>/public.ts, or its folder lib/<feature>/public/ when the pages run
// some of the feature's logic too (the popup's filters, the comparison's best values). It is all the UI may
// import of a feature.
const PUBLIC_FACE = '^lib/[^/]+/public(\\.ts$|/)';
// What the UI may import of lib besides the features' public faces: the words, the messaging client and its
// views, the API's own shapes and limits, and the pure helpers of lib/common that read URLs and format
// numbers. None holds zod, a store or a browser API the pages may not use.
const UI_SAFE_SHARED = [
  '^lib/messaging/(client|views|runtime|page-notice)\\.ts$',
  '^lib/copy/',
  '^lib/api/(model|limits|public)\\.ts$',
  '^lib/common/(format|url|optional-api|result)\\.ts$',
];
// What a public face may import at runtime besides other public faces: pure shared helpers.
const PURE_SHARED = ['^lib/api/(model|limits|public)\\.ts$', '^lib/common/(format|url|result)\\.ts$'];

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
      name: 'ui-imports-public-faces',
      severity: 'error',
      comment:
        'The pages and content scripts import of a feature only its public face (lib/<feature>/public.ts or public/), and of the rest of lib only the UI-safe shared modules (lib/messaging client and views, lib/copy, lib/api model and limits, lib/common format, url, optional-api, result). Stores, schemas, handlers and the background stay behind the message boundary.',
      from: { path: '^(components|entrypoints)/', pathNot: '^entrypoints/background\\.ts$' },
      to: { path: '^lib/', pathNot: [PUBLIC_FACE, ...UI_SAFE_SHARED] },
    },
    {
      name: 'ui-carries-no-zod-or-database',
      severity: 'error',
      comment:
        'UI code renders what the background has already checked: zod stays behind the trust boundary, and only the background opens the databases (idb).',
      from: { path: '^(components|entrypoints)/', pathNot: '^entrypoints/background\\.ts$' },
      to: { path: '^node_modules/(zod|idb)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'public-faces-are-pure',
      severity: 'error',
      comment:
        "A feature's public face holds types, storage keys, view shapes and pure logic the pages run: at runtime it imports only other public faces and pure shared helpers (no zod, no store, no browser API). Types it may take from anywhere.",
      from: { path: PUBLIC_FACE },
      to: { dependencyTypesNot: ['type-only'], pathNot: [PUBLIC_FACE, ...PURE_SHARED] },
    },
    {
      name: 'views-re-export-public-faces',
      severity: 'error',
      comment:
        "The messaging views (lib/messaging/views.ts) are types only, taken from the features' public faces and the API's shapes: never from a feature's store or service.",
      from: { path: '^lib/messaging/views\\.ts$' },
      to: { pathNot: [PUBLIC_FACE, '^lib/api/(model|public)\\.ts$'] },
    },
    {
      name: 'views-are-types',
      severity: 'error',
      comment: 'The messaging views are types only, so a page that imports them carries nothing.',
      from: { path: '^lib/messaging/views\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-own-their-views',
      severity: 'error',
      comment:
        'A feature builds its view shapes from its own public face, which lib/messaging/views.ts re-exports; a feature importing the views (or the protocol) would tie every feature to every other. The wiring (lib/background) and the words (lib/copy) may read them.',
      from: { path: '^lib/', pathNot: '^lib/(messaging|background|copy)/' },
      to: { path: '^lib/messaging/(views|protocol)\\.ts$' },
    },
  ],
  options: {
    // node_modules too, to see what a page or a public face must not import (zod, idb, wxt's browser); not followed.
    includeOnly: '^(lib|components|entrypoints|node_modules)/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
