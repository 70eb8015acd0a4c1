import { useEffect, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import type { Followed } from '../../../lib/follow/follow-store';
import { sameListing } from '../../../lib/follow/same-listing';
import { sendRequest } from '../../../lib/messaging/client';
import { Switch } from '../../common/Switch';

/** Why a follow did not stick, in words: each names what the person can do about it. */
const FOLLOW_PROBLEMS = {
  full: popupCopy.followFull,
  newer: popupCopy.followNewer,
  'sync-full': popupCopy.followSyncFull,
  storage: popupCopy.savedStorageRefused,
} as const;

/**
 * "Follow" on a category or subcategory listing: its new tools then show under What's new, and the
 * toolbar button gets its mark. Kept in browser sync, like saved tools; nothing is sent.
 */
export function FollowSwitch({ item }: { item: Followed }) {
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void sendRequest({ type: 'follow/list' }).then((result) => {
      if (result.ok) setFollowed(result.data.some((kept) => sameListing(kept, item)));
    });
  }, [item]);
  if (followed === null) return null;

  const change = async (next: boolean) => {
    setFollowed(next);
    const result = await sendRequest({ type: 'follow/set', item, followed: next });
    if (!result.ok) {
      setFollowed(!next);
      setProblem(popupCopy.errorText(result.error, 'results'));
      return;
    }
    const outcome = result.data;
    if (outcome.ok) {
      setProblem(null);
      return;
    }
    setFollowed(!next);
    setProblem(FOLLOW_PROBLEMS[outcome.reason]);
  };

  return (
    <div class="pp-follow">
      <Switch checked={followed} onChange={(next) => void change(next)}>
        {popupCopy.follow}
      </Switch>
      <p class="pp-subtle">{popupCopy.followHint}</p>
      {problem && (
        <p class="pp-follow__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
