// storage.sync as the browser enforces it: fakeBrowser stores anything, so this wrapper refuses a write
// the way Chrome does (per item, in total, in items, and too many writes a minute), and counts writes.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { itemBytes } from '../../lib/saved/layout';

export const QUOTA_BYTES_PER_ITEM = 8_192;
export const QUOTA_BYTES = 102_400;
export const MAX_ITEMS = 512;

export function quotaArea(options: { maxWrites?: number } = {}) {
  const area = fakeBrowser.storage.sync;
  const writes: string[][] = [];
  return {
    writes,
    async get(keys: string[] | null): Promise<Record<string, unknown>> {
      return area.get(keys);
    },
    async set(items: Record<string, unknown>): Promise<void> {
      if (options.maxWrites !== undefined && writes.length >= options.maxWrites) {
        throw new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded');
      }
      for (const [key, value] of Object.entries(items)) {
        if (itemBytes(key, value) > QUOTA_BYTES_PER_ITEM) throw new Error(`QUOTA_BYTES_PER_ITEM: ${key}`);
      }
      const after = { ...(await area.get(null)), ...items };
      let total = 0;
      for (const [key, value] of Object.entries(after)) total += itemBytes(key, value);
      if (total > QUOTA_BYTES) throw new Error('QUOTA_BYTES quota exceeded');
      if (Object.keys(after).length > MAX_ITEMS) throw new Error('MAX_ITEMS quota exceeded');
      writes.push(Object.keys(items));
      await area.set(items);
    },
    async remove(keys: string[]): Promise<void> {
      writes.push(keys.map((key) => `-${key}`));
      await area.remove(keys);
    },
  };
}
