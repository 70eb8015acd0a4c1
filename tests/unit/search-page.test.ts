// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryOfSearchPage, searchPagePath, searchPageQuery } from '../../lib/find/public/search-page';

describe('the search page address', () => {
  it('carries the text in ?q=, and reads it back', () => {
    const path = searchPagePath('video & audio #1 ?');
    expect(path).toBe('/search.html?q=video%20%26%20audio%20%231%20%3F');
    expect(queryOfSearchPage(path.slice('/search.html'.length))).toBe('video & audio #1 ?');
  });

  it('collapses the spaces of a selection and keeps at most what the API accepts', () => {
    expect(searchPageQuery(' video\n\n  editing\t')).toBe('video editing');
    const long = '😀'.repeat(130);
    expect(Array.from(searchPageQuery(long))).toHaveLength(120);
  });

  it('is the bare page without text', () => {
    expect(searchPagePath('   ')).toBe('/search.html');
    expect(queryOfSearchPage('')).toBe('');
  });
});
