// The categories and subcategories the person follows, as every part of the popup shows them (a listing's
// Follow switch, the home screen's list): one copy, read from the background, changed only through it.
import * as popupCopy from '../../../lib/copy/popup';
import type { Followed } from '../../../lib/follow/public';
import { sendRequest } from '../../../lib/messaging/client';
import { createSharedState } from '../../common/shared-state';

/** Why a follow did not stick, in words: each names what the person can do about it. */
const FOLLOW_PROBLEMS = {
  full: popupCopy.followFull,
  newer: popupCopy.followNewer,
  'sync-full': popupCopy.followSyncFull,
  storage: popupCopy.savedStorageRefused,
} as const;

const followedState = createSharedState<Followed[] | null>({
  initial: null,
  load: async () => {
    const result = await sendRequest({ type: 'follow/list' });
    return result.ok ? result.data : [];
  },
});

/** What is followed (null until the background has answered), kept current while mounted. */
export function useFollowed(): Followed[] | null {
  return followedState.use();
}

/** Follows or unfollows; the problem in words when it did not stick, else null. */
export async function setFollowed(item: Followed, followed: boolean): Promise<string | null> {
  const result = await sendRequest({ type: 'follow/set', item, followed });
  if (!result.ok) return popupCopy.errorText(result.error, 'results');
  if (!result.data.ok) return FOLLOW_PROBLEMS[result.data.reason];
  // The store's answer is the list as it now stands.
  followedState.set(result.data.followed);
  return null;
}
