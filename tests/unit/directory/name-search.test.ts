// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchNames } from '../../../lib/directory/name-search';

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
});
