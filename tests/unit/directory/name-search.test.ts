// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchNames } from '../../../lib/directory/public/name-search';

const NAMES = ['ChatGPT', 'Notion AI', 'Dall·E 3', 'Chatbase', 'Jasper', 'Élan Writer', 'Copy.ai'];
const found = (query: string, limit?: number) => searchNames(NAMES, query, limit).map((at) => NAMES[at]);

describe('name search (the first keystrokes while the full search loads)', () => {
  it('finds names from their first letters, most popular (first listed) first', () => {
    expect(found('chat')).toEqual(['ChatGPT', 'Chatbase']);
    expect(found('jas')).toEqual(['Jasper']);
  });

  it('matches the start of any word, every word of the query, and names typed without spaces or dots', () => {
    expect(found('ai')).toEqual(['Notion AI', 'Copy.ai']);
    expect(found('writer elan')).toEqual(['Élan Writer']);
    expect(found('notionai')).toEqual(['Notion AI']);
    expect(found('copyai')).toEqual(['Copy.ai']);
    expect(found('dalle')).toEqual(['Dall·E 3']);
  });

  it('finds nothing inside a word, for a query under two characters, or beyond the limit', () => {
    expect(found('gpt')).toEqual([]);
    expect(found('c')).toEqual([]);
    expect(found('  ')).toEqual([]);
    expect(found('chat', 1)).toEqual(['ChatGPT']);
  });

  it('ranks as the full search ranks names: the whole name, then every word whole, then starts', () => {
    // Listing order: the most popular first. "Video" is far down the listing, as in the reference directory.
    const listed = [
      'Video Forge',
      'Videoly',
      'Frame Wave',
      'FrameWave AI',
      'Video Studio',
      'FrameWave',
      'Video',
    ];
    const ranked = (query: string) => searchNames(listed, query).map((at) => listed[at]);

    expect(ranked('video')).toEqual(['Video', 'Video Forge', 'Video Studio', 'Videoly']);
    expect(ranked('framewave')).toEqual(['FrameWave', 'FrameWave AI', 'Frame Wave']);
    expect(ranked('vid')).toEqual(['Video', 'Videoly', 'Video Forge', 'Video Studio']);
  });

  it('orders equally matched names by their standing (higher first), else by listing order', () => {
    const listed = ['Chat One', 'Chat Two', 'Chat Three'];
    const standing = [3.4, 4.6, 4.1];
    const ranked = searchNames(listed, 'chat', 8, (at) => standing[at] ?? 0).map((at) => listed[at]);

    expect(ranked).toEqual(['Chat Two', 'Chat Three', 'Chat One']);
    expect(searchNames(listed, 'chat', 2, (at) => standing[at] ?? 0)).toEqual([1, 2]);
  });
});
