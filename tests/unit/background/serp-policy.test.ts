// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSerpPolicy } from '../../../lib/serp/policy';
import type { EngineId } from '../../../lib/serp/public/engines';

function setup(enabled: EngineId[], granted: string[]) {
  const inject = vi.fn(async (_tabId: number) => undefined);
  const hasOrigins = vi.fn(async (origins: string[]) => origins.every((origin) => granted.includes(origin)));
  const policy = createSerpPolicy({ enabledEngines: async () => enabled, hasOrigins, inject });
  return { policy, inject, hasOrigins };
}

describe('results-page injection', () => {
  it('injects into a loaded results page of an engine switched on and granted', async () => {
    const { policy, inject } = setup(
      ['google', 'duckduckgo'],
      ['https://www.google.com/*', 'https://duckduckgo.com/*'],
    );
    expect(await policy.onTabUrl(1, 'https://www.google.com/search?q=ai+editor', true)).toBe(true);
    expect(await policy.onTabUrl(2, 'https://duckduckgo.com/?q=ai', true)).toBe(true);
    expect(inject.mock.calls).toEqual([[1], [2]]);
  });

  it('injects nothing into other pages, engines switched off or not granted, or pages still loading', async () => {
    const { policy, inject } = setup(['google', 'bing'], ['https://www.google.com/*']);
    for (const url of [
      'https://www.google.com/',
      'https://www.google.com/maps?q=ai',
      'https://www.google.com/search?q=',
      'https://search.brave.com/search?q=ai', // switched off
      'https://www.bing.com/search?q=ai', // on, but its origin was not granted
      'https://tool.example/search?q=ai',
    ]) {
      expect(await policy.onTabUrl(3, url, true)).toBe(false);
    }
    expect(await policy.onTabUrl(3, 'https://www.google.com/search?q=ai', false)).toBe(false);
    expect(inject).not.toHaveBeenCalled();
  });

  it("Google's results pages at its country addresses, and only at Google's real ones", async () => {
    const { policy, inject } = setup(['google'], ['https://www.google.de/*', 'https://www.google.zz/*']);
    expect(await policy.onTabUrl(1, 'https://www.google.de/search?q=ai', true)).toBe(true);
    // Shaped like one, granted, but not an address of Google's.
    expect(await policy.onTabUrl(2, 'https://www.google.zz/search?q=ai', true)).toBe(false);
    // Not granted: the person chose another address.
    expect(await policy.onTabUrl(3, 'https://www.google.fr/search?q=ai', true)).toBe(false);
    expect(inject.mock.calls).toEqual([[1]]);
  });

  it('does not depend on "all sites" access: it asks about the engine\'s own origin only', async () => {
    const { policy, hasOrigins } = setup(['brave'], ['https://search.brave.com/*']);
    expect(await policy.allowedEngine('https://search.brave.com/search?q=x')).not.toBeNull();
    expect(hasOrigins).toHaveBeenCalledWith(['https://search.brave.com/*']);
  });
});
