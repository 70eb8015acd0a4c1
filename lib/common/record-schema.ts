// An object used as a map (host -> websites, cache key -> entry, parameter -> value), read from storage.
// zod's z.record, for these three uses, cost the background's bundle about 0.4 KB gzip: this checks the
// same and hands the stored object on as it is (no value here has a transform or a default).
import * as z from 'zod/mini';

export function recordOf<T extends z.ZodMiniType>(
  value: T,
  { maxKeyLength = Number.POSITIVE_INFINITY } = {},
) {
  return z.custom<Record<string, z.output<T>>>(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      Object.entries(input).every(
        ([key, item]) => key.length <= maxKeyLength && value.safeParse(item).success,
      ),
  );
}
