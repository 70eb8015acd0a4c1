// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES, parseRequest } from '../../../lib/messaging/protocol';

describe('MESSAGES', () => {
  it("lets content scripts send only the card's card/* messages and the results page's serp/match", () => {
    const fromCard = Object.entries(MESSAGES)
      .filter(([, row]) => row.from === 'content-script')
      .map(([type]) => type);
    expect(fromCard).toEqual([
      'card/summary',
      'card/open',
      'card/alternatives',
      'card/dismiss',
      'card/mute-site',
      'card/not-this-tool',
      'card/hide-until-change',
      'card/undo',
      'serp/match',
    ]);
  });
});

describe('parseRequest', () => {
  it('checks a request against its row, keeping only the fields the row names', () => {
    expect(parseRequest({ type: 'tool/get', slug: 'jasper', extra: 1 })).toEqual({
      type: 'tool/get',
      slug: 'jasper',
    });
    expect(parseRequest({ type: 'tools/list', page: 2 })).toEqual({ type: 'tools/list', page: 2 });
    expect(parseRequest({ type: 'search', q: 'chat', page: 0 })).toBeNull();
    expect(parseRequest({ type: 'tool/get', slug: '' })).toBeNull();
    expect(parseRequest({ type: 'settings/connect' })).toBeNull();
  });

  it('refuses what is not a message of the protocol', () => {
    for (const message of [
      null,
      'ping',
      42,
      {},
      { type: 'toString' },
      { type: '__proto__' },
      { type: 'rm -rf' },
    ]) {
      expect(parseRequest(message)).toBeNull();
    }
  });
});
