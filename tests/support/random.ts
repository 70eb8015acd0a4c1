// Seeded randomness for generated test and bench data.
//
// The server's generator is the one home of the algorithm: the demo directory the server serves (and the
// e2e tests and bench run against) is defined by it, and server/ must run on its own without tests/.
// Tests and the bench take it through here, so none of them reaches into the server's internals.
export { mulberry32 } from '../../server/random';

/** One of `items`, chosen with `next` (a generator from mulberry32). */
export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}
