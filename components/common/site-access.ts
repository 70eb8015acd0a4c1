import { browser } from 'wxt/browser';
import { SITE_ACCESS_ORIGINS } from '../../lib/common/url';
import { sendRequest } from '../../lib/messaging/client';
import { openOptionsAt } from './options-section';

/** The options page's section for on-page suggestions; the popup links to it with this as the hash. */
export const SUGGESTIONS_SECTION_ID = 'suggestions';

/** Opens the options page at that section, in a new tab. */
export async function openSuggestionsSettings(): Promise<void> {
  await openOptionsAt(SUGGESTIONS_SECTION_ID);
}

/**
 * Asks for the "all sites" access the card needs and, when granted, switches on-page suggestions on.
 * Call it in the click handler itself: the browser asks only inside a user gesture, and the request
 * is made before this function first waits. `answered` hears the person's answer at once.
 */
export async function allowOnPageSuggestions(answered: (granted: boolean) => void): Promise<boolean> {
  const granted = await browser.permissions.request({ origins: SITE_ACCESS_ORIGINS }).catch(() => false);
  answered(granted);
  if (granted) await sendRequest({ type: 'settings/set-suggestions', enabled: true });
  return granted;
}
