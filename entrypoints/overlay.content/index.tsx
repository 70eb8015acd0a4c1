export default defineContentScript({
  // Injected by the background into matching tabs only; never declared for all pages.
  registration: 'runtime',
  main() {},
});
