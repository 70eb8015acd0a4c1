// dependency-cruiser 16 reads TypeScript through the compiler API of TypeScript 2 to 5; the project
// compiles with TypeScript 7, which has none (and dependency-cruiser 17, which may know it, needs
// Node 22). Loaded with `node --import`, this hands dependency-cruiser, and only it, the TypeScript 5
// installed as the devDependency "typescript-5". The project's own tsc is untouched (both packages name a
// `tsc` binary, so `npm run typecheck` calls TypeScript 7's by its path).
import Module, { register } from 'node:module';

const ALIAS = 'typescript-5';
const fromCruiser = (parent) =>
  typeof parent === 'string' && parent.includes('/node_modules/dependency-cruiser/');
const redirected = (request) => request.replace(/^typescript(?=$|\/)/, ALIAS);

// require('typescript/package.json'): dependency-cruiser checks the version this way.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypeScript5(request, parent, ...rest) {
  const target = fromCruiser(parent?.filename) ? redirected(request) : request;
  return resolveFilename.call(this, target, parent, ...rest);
};

// import('typescript'): the ES module loader resolves on its own.
const hooks = `
export async function resolve(specifier, context, nextResolve) {
  const fromCruiser = (context.parentURL ?? '').includes('/node_modules/dependency-cruiser/');
  return nextResolve(fromCruiser ? specifier.replace(/^typescript(?=$|\\/)/, '${ALIAS}') : specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
