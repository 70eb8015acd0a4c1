import { useId, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import type { Followed } from '../../../lib/follow/public';
import { usePopupNav } from '../shell/context';
import { ChevronIcon } from '../shell/icons';
import { setFollowed, useFollowed } from './followed';

/**
 * The home screen's "Following": the categories and subcategories whose new tools show under What's
 * new, each opening its listing, each with Unfollow. Read on the device; nothing is sent. Shown once
 * something is followed (a listing's Follow switch adds to it).
 */
export function FollowedList() {
  const nav = usePopupNav();
  const heading = useId();
  const followed = useFollowed();
  const [problem, setProblem] = useState<string | null>(null);
  if (!followed || followed.length === 0) return null;

  const open = (item: Followed) =>
    nav.open({
      kind: 'listing',
      filter: item.kind === 'category' ? { category: item.slug } : { subcategory: item.slug },
      title: item.name,
      subcategories: item.subcategories,
    });
  const unfollow = async (item: Followed, index: number) => {
    // Focus stays in the list: on the next row's Unfollow, or the one before, or the search box.
    const buttons = [...document.querySelectorAll<HTMLElement>('.pp-followed__unfollow')];
    const next = buttons[index + 1] ?? buttons[index - 1] ?? null;
    const refused = await setFollowed(item, false);
    setProblem(refused);
    if (refused === null) (next ?? document.querySelector<HTMLElement>('input[role="combobox"]'))?.focus();
  };

  return (
    <section class="pp-followed" aria-labelledby={heading}>
      <h2 id={heading} class="pp-yours__heading">
        {popupCopy.followingHeading}
      </h2>
      <ul class="pp-list" aria-label={popupCopy.followingHeading}>
        {followed.map((item, index) => (
          <li key={`${item.kind}:${item.slug}`} class="pp-followed__item">
            <button type="button" class="pp-tree__item pp-followed__open" onClick={() => open(item)}>
              <span class="pp-tree__name">{item.name}</span>
              <ChevronIcon />
            </button>
            <button
              type="button"
              class="ts-button ts-button--quiet pp-followed__unfollow"
              aria-label={popupCopy.unfollow(item.name)}
              onClick={() => void unfollow(item, index)}
            >
              {popupCopy.unfollowShort}
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p class="pp-follow__problem pp-followed__problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
