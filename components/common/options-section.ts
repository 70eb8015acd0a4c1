import { browser } from 'wxt/browser';

/** Opens the options page at one of its sections (the section's id as the hash), in a new tab. */
export async function openOptionsAt(sectionId: string): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/options.html#${sectionId}`) });
}
