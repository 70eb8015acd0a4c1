// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineById, isEngineHost } from '../../../lib/serp/public/engines';
import {
  DEFAULT_GOOGLE_HOST,
  engineOrigins,
  GOOGLE_SEARCH_HOSTS,
  googleOrigins,
  suggestedGoogleHost,
} from '../../../lib/serp/public/google-domains';

describe("Google's search addresses", () => {
  it('lists each address once, all of them www.google.<domain>', () => {
    expect(new Set(GOOGLE_SEARCH_HOSTS).size).toBe(GOOGLE_SEARCH_HOSTS.length);
    expect(GOOGLE_SEARCH_HOSTS[0]).toBe('www.google.com');
    for (const host of GOOGLE_SEARCH_HOSTS) expect(host).toMatch(/^www\.google\.(?:co\.|com\.)?[a-z]{2,3}$/);
    expect(GOOGLE_SEARCH_HOSTS).toEqual(
      expect.arrayContaining(['www.google.de', 'www.google.co.uk', 'www.google.fr', 'www.google.com.au']),
    );
  });

  it("every address has the shape the results-page script knows Google's by", () => {
    const google = engineById('google');
    for (const host of GOOGLE_SEARCH_HOSTS) expect(isEngineHost(google, host), host).toBe(true);
    for (const host of ['google.de', 'www.google.evil', 'www.google.de.evil.example', 'maps.google.de']) {
      expect(isEngineHost(google, host), host).toBe(false);
    }
  });

  it.each([
    ['de-DE', 'www.google.de'],
    ['de-AT', 'www.google.at'],
    ['en-GB', 'www.google.co.uk'],
    ['en-AU', 'www.google.com.au'],
    ['fr-FR', 'www.google.fr'],
    ['zh-Hant-TW', 'www.google.com.tw'],
    ['en-US', 'www.google.com'],
    ['de', 'www.google.com'],
    ['es-419', 'www.google.com'],
    [undefined, 'www.google.com'],
  ])('suggests the address for %s: %s', (language, host) => {
    expect(suggestedGoogleHost(language)).toBe(host);
  });

  it("asks for the chosen address's origin only, and never for one that is not Google's", () => {
    expect(googleOrigins('www.google.de')).toEqual(['https://www.google.de/*']);
    expect(googleOrigins('evil.example')).toEqual([`https://${DEFAULT_GOOGLE_HOST}/*`]);
    expect(engineOrigins(engineById('google'), 'www.google.co.uk')).toEqual(['https://www.google.co.uk/*']);
    expect(engineOrigins(engineById('bing'), 'www.google.co.uk')).toEqual(['https://www.bing.com/*']);
  });
});
