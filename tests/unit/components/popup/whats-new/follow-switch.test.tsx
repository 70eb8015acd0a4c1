// The Follow switch when browser sync refuses the change (issue 32): the switch goes back, and the
// person reads why, where they acted.
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { FollowSwitch } from '../../../../../components/popup/whats-new/FollowSwitch';
import type { FollowOutcome } from '../../../../../lib/follow/follow-store';
import { background, flush, setUpPopupTests } from '../../../../support/popup-harness';

setUpPopupTests();

const item = { kind: 'subcategory' as const, slug: 'video', name: 'Video', subcategories: ['video'] };

async function followRefused(reason: Extract<FollowOutcome, { ok: false }>['reason']) {
  background({
    'follow/list': () => ({ ok: true, data: [] }),
    'follow/set': () => ({ ok: true, data: { ok: false, reason } }),
  });
  render(<FollowSwitch item={item} hintId="hint" />);
  await flush();
  const toggle = screen.getByRole('switch', { name: 'Follow' });
  fireEvent.click(toggle);
  await flush();
  return toggle;
}

describe('Follow, refused by browser sync', () => {
  it('says browser sync is full and what to remove, and stays off', async () => {
    const toggle = await followRefused('sync-full');
    expect(screen.getByRole('alert').textContent).toBe(
      'Browser sync is full: it keeps only about 100 KB, most of it your saved tools. Remove a few saved tools, or unfollow a category, first.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('says to try again in a minute when the browser limits how often it changes', async () => {
    const toggle = await followRefused('storage');
    expect(screen.getByRole('alert').textContent).toMatch(/Try again in a minute/);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
