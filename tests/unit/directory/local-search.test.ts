// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLocalSearch, keyedSearchOver } from '../../../lib/directory/local-search/local-search';
import type { DirectoryTool } from '../../../lib/directory/record';

let nextId = 1;
function tool(
  name: string,
  description: string,
  rank: number,
  subcategories: string[] = [],
  rating: DirectoryTool['rating'] = { average: null, count: 0 },
): DirectoryTool {
  const id = nextId++;
  return {
    id,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id}`,
    name,
    description,
    website: null,
    logo: null,
    price: { type: 'free', amount: null },
    verified: false,
    rating,
    subcategories: subcategories.map((subcategory, index) => ({
      id: index + 1,
      slug: subcategory.toLowerCase(),
      name: subcategory,
    })),
    rank,
  };
}

const names = (tools: DirectoryTool[]) => tools.map((found) => found.name);

describe('local search', () => {
  it('ranks a name match above a description match, even a more popular one', () => {
    const search = createLocalSearch([
      tool('Writely', 'Drafts pages and exports them straight to Notion workspaces.', 0),
      tool('Notion AI', 'An assistant inside your docs.', 40),
    ]);

    expect(names(search.search('notion'))).toEqual(['Notion AI', 'Writely']);
  });

  it('finds a tool from the first letters of its name', () => {
    const search = createLocalSearch([
      tool('Midjourney', 'Images from prompts.', 3),
      tool('Jasper', 'Marketing copy for teams.', 5),
      tool('Jam', 'Bug reports.', 9),
    ]);

    expect(names(search.search('jas'))).toEqual(['Jasper']);
    expect(names(search.search('Midj'))).toEqual(['Midjourney']);
  });

  it('forgives a typo in a word of four letters or more, and folds accents', () => {
    const search = createLocalSearch([
      tool('Midjourney', 'Images from prompts.', 3),
      tool('Désign Buddy', 'Layouts.', 4),
      tool('Jan', 'Local models.', 6),
    ]);

    expect(names(search.search('midjurney'))).toEqual(['Midjourney']);
    expect(names(search.search('midjoruney'))).toEqual(['Midjourney']); // swapped letters: two edits
    expect(search.search('jam')).toEqual([]); // short words get no typo allowance ("jam" is not "jan")
    expect(names(search.search('design'))).toEqual(['Désign Buddy']);
  });

  it('matches subcategory names', () => {
    const search = createLocalSearch([
      tool('Otter', 'Meeting notes.', 2, ['Transcription']),
      tool('Canva', 'Design anything.', 1, ['Graphic Design']),
    ]);

    expect(names(search.search('transcription'))).toEqual(['Otter']);
  });

  it('breaks a tie by popularity, not by the order it was given', () => {
    const search = createLocalSearch([
      tool('Echo Writer', 'Writes emails.', 7),
      tool('Echo Writer', 'Writes emails.', 2),
      tool('Echo Writer', 'Writes emails.', 5),
    ]);

    expect(search.search('echo').map((found) => found.rank)).toEqual([2, 5, 7]);
  });

  it('gives nothing for a query under two characters', () => {
    const search = createLocalSearch([tool('X', 'The everything app.', 0), tool('Xero', 'Accounting.', 1)]);

    expect(search.search('x')).toEqual([]);
    expect(search.search('  x  ')).toEqual([]);
    expect(search.search('')).toEqual([]);
    expect(names(search.search('xe'))).toEqual(['Xero']);
  });

  it('requires every word when some tool has them all, and returns at most `limit` tools (8 by default)', () => {
    const tools = Array.from({ length: 20 }, (_, rank) =>
      tool(`Scribe ${rank}`, rank % 2 === 0 ? 'Video editing for creators.' : 'Podcast editing.', rank),
    );
    const search = createLocalSearch(tools);

    expect(search.search('scribe')).toHaveLength(8);
    expect(search.search('scribe', 3)).toHaveLength(3);
    expect(search.search('video editing', 20).every((found) => found.rank % 2 === 0)).toBe(true);
    expect(search.search('video editing', 20)).toHaveLength(10);
  });

  it('ignores filler words unless they are all there is', () => {
    const search = createLocalSearch([
      tool('Notion AI', 'Notes in your docs.', 3),
      tool('Lexi', 'An AI for the writers of the world.', 0),
    ]);

    expect(names(search.search('ai for writers'))).toEqual(['Lexi']);
    expect(names(search.search('ai'))).toEqual(['Notion AI']);
  });

  it('puts a name that is exactly the query before longer names holding it, even more popular ones', () => {
    const search = createLocalSearch([
      tool('Jasper Labs', 'Research tools.', 0),
      tool('Jasper Chat', 'Chat.', 1),
      tool('Jasper', 'Marketing copy.', 9),
    ]);

    expect(names(search.search('jasper'))).toEqual(['Jasper', 'Jasper Labs', 'Jasper Chat']);
    // As it is typed, too: the name of no more words than typed is the likelier one.
    expect(names(search.search('jas'))).toEqual(['Jasper', 'Jasper Labs', 'Jasper Chat']);
    // The tool with both words first; those that miss one follow, as few tools have both.
    expect(names(search.search('jasper chat'))).toEqual(['Jasper Chat', 'Jasper Labs', 'Jasper']);
  });

  it('splits words alike in plain text and in text with accents or symbols', () => {
    const search = createLocalSearch([
      tool('Node.js Helper', 'Writes C++ code, fast!', 0),
      tool('Rédacteur', 'Écrit du C++ (et du Rust)', 1),
    ]);

    expect(names(search.search('c++ code'))[0]).toBe('Node.js Helper');
    expect(names(search.search('c++'))).toEqual(['Node.js Helper', 'Rédacteur']);
    expect(names(search.search('rust'))).toEqual(['Rédacteur']);
    expect(names(search.search('js helper'))).toEqual(['Node.js Helper']);
  });

  it('puts the tool holding every word first, however rare the word', () => {
    const tools = Array.from({ length: 300 }, (_, rank) =>
      tool(`Tool ${rank}`, `A writing assistant${rank === 250 ? ' for podcasts' : ''}.`, rank),
    );
    const search = createLocalSearch(tools);

    expect(names(search.search('writing podcasts'))[0]).toBe('Tool 250');
    expect(names(search.search('assistant writing', 3))).toEqual(['Tool 0', 'Tool 1', 'Tool 2']);
  });

  it('finds a word in its other forms, and in a subcategory before a mere mention', () => {
    const search = createLocalSearch([
      tool('PlanBoost', 'Takes meeting notes; records, transcribes and summarizes meetings.', 0, [
        'Meeting Assistants',
      ]),
      tool('Otterly', 'Turns recordings into searchable transcripts.', 5, ['Transcription']),
      tool('Clipper', 'Edits videos for YouTubers.', 1, ['Video Editing']),
    ]);

    for (const query of ['transcribe', 'transcription', 'transcripts', 'transcribing'])
      expect(names(search.search(query)), query).toEqual(['Otterly', 'PlanBoost']);
    expect(names(search.search('video editors'))).toEqual(['Clipper']);
    expect(names(search.search('summaries'))).toEqual(['PlanBoost']);
  });

  it('orders equally relevant tools by their standing: 2 ratings do not lead tools rated well by hundreds', () => {
    const search = createLocalSearch([
      tool('StoryVerse', 'Drafts blog posts from a keyword.', 0, ['Blog Writing'], {
        average: 4.7,
        count: 2,
      }),
      tool('Draftix', 'Drafts blog posts from a keyword.', 900, ['Blog Writing'], {
        average: 4.9,
        count: 324,
      }),
      tool('LexiCraft', 'Drafts blog posts from a keyword.', 1700, ['Blog Writing'], {
        average: 4.2,
        count: 219,
      }),
    ]);

    expect(names(search.search('write blog posts'))).toEqual(['Draftix', 'LexiCraft', 'StoryVerse']);
  });

  it('does not require words that only say something is made, and lets the nearest misses follow', () => {
    const search = createLocalSearch([
      tool('Lambda Mate', 'Makes sense of logs.', 0, ['DevOps']),
      tool('Logomatic', 'Designs logos from your brand name.', 5, ['Logo Generation']),
      tool('QueryPal', 'Turns plain English into SQL queries.', 9, ['SQL & Databases']),
      tool('Scribe', 'Writes emails.', 1, ['Email Writing']),
    ]);

    expect(names(search.search('make a logo'))[0]).toBe('Logomatic');
    // No tool writes SQL queries: the one holding two of the three words comes first.
    expect(names(search.search('write sql queries'))[0]).toBe('QueryPal');
  });

  it('reads another form of a word in a name as a mention: names are proper nouns', () => {
    const search = createLocalSearch([
      tool('Lead Craft', 'Answers legal questions.', 0, ['Legal']),
      tool('Prospectly', 'Finds and enriches leads.', 9, ['Lead Generation']),
    ]);

    expect(names(search.search('find leads'))).toEqual(['Prospectly', 'Lead Craft']);
    expect(names(search.search('lead'))[0]).toBe('Lead Craft');
  });

  it('forgives a typo in any word, the closest terms first, and counts a mistyped whole name as whole', () => {
    const search = createLocalSearch([
      tool('DataGPT', 'Forecasts demand.', 1),
      tool('ChatGPT for Android', 'The ChatGPT app.', 2),
      tool('ChatGPT', 'Answers questions.', 7),
      tool('Meetly', 'Takes meeting notes.', 3, ['Meeting Assistants']),
    ]);

    expect(names(search.search('chtagpt'))).toEqual(['ChatGPT', 'ChatGPT for Android']);
    expect(names(search.search('take mefting notes'))).toEqual(['Meetly']);
  });

  describe('every match, counted and paged (issue 28)', () => {
    // 60 tools: every third is about video (a name, a subcategory or a description says so), the rest not.
    const directory = Array.from({ length: 60 }, (_, index) => {
      if (index % 9 === 0) return tool(`Video Studio ${index}`, 'Makes clips.', index);
      if (index % 9 === 3) return tool(`Clipper ${index}`, 'Cuts clips.', index, ['Video Editing']);
      if (index % 3 === 0) return tool(`Reel ${index}`, `Edits video for teams of ${index}.`, index);
      return tool(`Notes ${index}`, 'Writes meeting notes.', index);
    });
    const aboutVideo = directory.filter((found) =>
      /video/i.test([found.name, found.description, ...found.subcategories.map((sub) => sub.name)].join(' ')),
    );
    const search = createLocalSearch(directory);

    it('counts every tool that matches, whatever the limit', () => {
      expect(aboutVideo).toHaveLength(20);
      expect(search.rank('video', 5).total).toBe(aboutVideo.length);
      expect(search.rank('video', 500).total).toBe(aboutVideo.length);
      expect(search.rank('video', 500).tools).toHaveLength(aboutVideo.length);
      expect(search.rank('nothing-like-this', 5)).toEqual({ tools: [], total: 0 });
    });

    it('a longer limit extends the same order: pages from an offset reach each match once', () => {
      const whole = names(search.rank('video', 1_000).tools);
      expect(names(search.rank('video', 8).tools)).toEqual(whole.slice(0, 8));
      expect(names(search.search('video', 8))).toEqual(whole.slice(0, 8));
      const paged: string[] = [];
      for (let offset = 0; offset < whole.length; offset += 7)
        paged.push(...names(search.rank('video', offset + 7).tools.slice(offset)));
      expect(paged).toEqual(whole);
      expect(new Set(paged).size).toBe(aboutVideo.length);
    });

    it('a stored index counts and pages the same', () => {
      const slugs = directory.map((found) => found.slug);
      const keyed = keyedSearchOver(structuredClone(search.serialize()), (doc) => slugs[doc]);
      const whole = search.rank('video', 1_000);
      expect(keyed?.rank('video', 1_000)).toEqual({
        slugs: whole.tools.map((found) => found.slug),
        total: whole.total,
      });
      expect(keyed?.rankAsTyped('vid', 3).total).toBe(search.rank('vid', 3).total);
    });
  });

  describe('a stored index', () => {
    /** The index read back, its tools named by the slug list it was written with. */
    const loadKeyedSearch = (serialized: unknown) => {
      const slugs = (serialized as { slugs?: unknown })?.slugs;
      return keyedSearchOver(serialized, (doc) => (Array.isArray(slugs) ? slugs[doc] : undefined));
    };
    const tools = () => [
      tool('Dall·E', 'Generates images from text.', 1, ['Image Generation']),
      tool('Jasper', 'Writes blog posts for marketers.', 0, ['Copywriting']),
      tool('Notion AI', 'An assistant inside your docs.', 2),
    ];
    const queries = ['dalle', 'jas', 'blog posts', 'image generation', 'notion ai', 'asistant'];

    it('answers with slugs alone, before any record is read, in the order the full search gives', () => {
      const directory = tools();
      const built = createLocalSearch(directory);
      const keyed = loadKeyedSearch(structuredClone(built.serialize()));

      expect(keyed?.size).toBe(3);
      for (const query of queries)
        expect(keyed?.find(query)).toEqual(built.search(query).map((found) => found.slug));
      expect(loadKeyedSearch({ ...built.serialize(), format: 1 })).toBeNull();
      expect(loadKeyedSearch('{"not":"an index"}')).toBeNull();
    });

    it('is refused when it is unreadable: cut short, edited, or turned into JSON', () => {
      const serialized = createLocalSearch(tools()).serialize();

      expect(loadKeyedSearch(serialized)).not.toBeNull();
      expect(loadKeyedSearch(JSON.parse(JSON.stringify(serialized)))).toBeNull();
      const cut = { ...serialized, primaryDocs: serialized.primaryDocs.subarray(0, 2) };
      expect(loadKeyedSearch(cut)).toBeNull();
      const pointingBeyond = { ...serialized, descriptionDocs: serialized.descriptionDocs.map(() => 99) };
      expect(loadKeyedSearch(pointingBeyond)).toBeNull();
    });
  });
});
