import { useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import type { Followed } from '../../../lib/follow/public';
import { sameListing } from '../../../lib/follow/public';
import { Switch } from '../../common/Switch';
import { setFollowed, useFollowed } from './followed';

/**
 * "Follow" on a category or subcategory listing, in its header: its new tools then show under What's
 * new, and the toolbar button gets its mark. Kept in browser sync, like saved tools; nothing is sent.
 * The switch is the one of the whole extension (components/common/Switch.tsx); what following does is
 * its description.
 */
export function FollowSwitch({ item, hintId }: { item: Followed; hintId: string }) {
  const all = useFollowed();
  /** The switch's state while a change is on its way (it moves at once, and back if refused). */
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (all === null) return null;
  const followed = pending ?? all.some((kept) => sameListing(kept, item));

  const change = async (next: boolean) => {
    setPending(next);
    const refused = await setFollowed(item, next);
    setPending(null);
    setProblem(refused);
  };

  return (
    <>
      <Switch
        checked={followed}
        onChange={(next) => void change(next)}
        extraClass="pp-switch pp-follow"
        describedBy={hintId}
      >
        {popupCopy.follow}
      </Switch>
      {problem && (
        <p class="pp-follow__problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
