// The categories and subcategories a person follows, in browser sync like saved tools (they follow the
// person to their other browsers). A category is kept with its subcategories' slugs as the popup knew
// them when it was followed: a new tool carries its subcategories, never its category, and nothing is
// asked of the directory to find out.
import * as z from 'zod/mini';
import { oneAtATime } from '../common/one-at-a-time';
import type { SameShape } from '../common/same-shape';
import { isNewerFormat, versionOf } from '../common/stored-format';
import { syncRefusal } from '../saved/sync-refusal';
import { type Followed, type FollowOutcome, sameListing } from './public';

export const FOLLOWED_KEY = 'followed';
const FOLLOWED_VERSION_KEY = `${FOLLOWED_KEY}$`;
/** The list's format, kept beside it as wxt/storage keeps an item's version ("followed$" = { v }). */
export const FOLLOWED_FORMAT = 1;
/** Far more than anyone follows, and well within a storage.sync item's 8 KB. */
export const MAX_FOLLOWED = 40;

const slug = z.string().check(z.minLength(1), z.maxLength(200));
export const followedSchema = z.object({
  kind: z.enum(['category', 'subcategory']),
  slug,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** A category's subcategories; a subcategory's is itself. */
  subcategories: z.array(slug).check(z.maxLength(100)),
});
export type { Followed, FollowOutcome };

// The schema and the public face say the same: a change to one that the other lacks fails the typecheck.
true satisfies SameShape<z.infer<typeof followedSchema>, Followed>;

export interface SyncAreaLike {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface FollowStore {
  list(): Promise<Followed[]>;
  set(item: Followed, followed: boolean): Promise<FollowOutcome>;
}

function readFollowed(value: unknown): Followed[] {
  if (!Array.isArray(value)) return [];
  const items: Followed[] = [];
  for (const entry of value) {
    const parsed = followedSchema.safeParse(entry);
    if (parsed.success && !items.some((item) => sameListing(item, parsed.data))) items.push(parsed.data);
  }
  return items.slice(0, MAX_FOLLOWED);
}

export function createFollowStore(area: SyncAreaLike): FollowStore {
  const read = async () => {
    const stored = await area.get([FOLLOWED_KEY, FOLLOWED_VERSION_KEY]);
    const newer = isNewerFormat(versionOf(stored[FOLLOWED_VERSION_KEY]), FOLLOWED_FORMAT);
    return { newer, items: newer ? [] : readFollowed(stored[FOLLOWED_KEY]) };
  };
  // Two changes at once would each read the list before the other wrote it, and one would be lost.
  const serialize = oneAtATime();
  return {
    list: async () => (await read()).items,
    set: (item, followed) => serialize(() => change(item, followed)),
  };

  async function change(item: Followed, followed: boolean): ReturnType<FollowStore['set']> {
    const { newer, items } = await read();
    // A newer version's list is neither read nor written over.
    if (newer) return { ok: false, reason: 'newer' };
    const others = items.filter((kept) => !sameListing(kept, item));
    if (followed && others.length >= MAX_FOLLOWED) return { ok: false, reason: 'full' };
    const next = followed ? [...others, item] : others;
    try {
      await area.set({ [FOLLOWED_KEY]: next, [FOLLOWED_VERSION_KEY]: { v: FOLLOWED_FORMAT } });
    } catch (error) {
      // storage.sync refused it: nothing was written, the list stays as it was.
      return { ok: false, reason: syncRefusal(error) === 'full' ? 'sync-full' : 'storage' };
    }
    return { ok: true, followed: next };
  }
}
