// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readSerpEngines, setSerpEngine } from '../../../lib/serp/settings';

describe('the results pages switched on', () => {
  beforeEach(() => fakeBrowser.reset());

  it('two engines switched on at once are both kept', async () => {
    await Promise.all([setSerpEngine('bing', true), setSerpEngine('duckduckgo', true)]);
    expect(await readSerpEngines()).toEqual(['bing', 'duckduckgo']);
  });

  it('one switched off while another goes on: each change holds', async () => {
    await setSerpEngine('bing', true);
    await Promise.all([setSerpEngine('bing', false), setSerpEngine('google', true)]);
    expect(await readSerpEngines()).toEqual(['google']);
  });
});
