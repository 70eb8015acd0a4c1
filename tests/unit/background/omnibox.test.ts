import { describe, expect, it, vi } from 'vitest';
import {
  createOmnibox,
  escapeXml,
  OMNIBOX_SUGGESTIONS,
  type OmniboxDeps,
  type OmniboxSuggestion,
  type OmniboxTool,
  suggestionFor,
} from '../../../lib/background/omnibox';

const descript: OmniboxTool = {
  name: 'Descript',
  rating: { average: 4.64, count: 1234 },
  price: { type: 'freemium', amount: 12.5 },
  web: 'https://directory.example/tools/descript',
};
const tricky: OmniboxTool = {
  name: 'Cut & <Paste> "Pro"',
  rating: { average: null, count: 0 },
  price: { type: 'free', amount: null },
  web: 'javascript:alert(1)',
};

function setup(overrides: Partial<OmniboxDeps> = {}) {
  const searched: string[] = [];
  const opened: { url: unknown; disposition: string }[] = [];
  const deps: OmniboxDeps = {
    search: async (query, limit) => {
      searched.push(query);
      return query.startsWith('vid') ? [descript, tricky].slice(0, limit) : [];
    },
    markup: true,
    open: async (url, disposition) => {
      opened.push({ url, disposition });
    },
    ...overrides,
  };
  return { omnibox: createOmnibox(deps), searched, opened };
}

async function suggestionsFor(omnibox: ReturnType<typeof createOmnibox>, text: string) {
  let shown: OmniboxSuggestion[] | undefined;
  await omnibox.onInputChanged(text, (suggestions) => {
    shown = suggestions;
  });
  return shown;
}

describe('omnibox suggestions', () => {
  it('describes a tool by name, rating and price; Chrome gets it as escaped XML', () => {
    expect(suggestionFor(descript, true)).toEqual({
      content: 'https://directory.example/tools/descript',
      description: '<match>Descript</match><dim> — ★ 4.6 (1,234) · Freemium · from $12.50</dim>',
    });
    const chrome = suggestionFor(tricky, true).description;
    expect(chrome).toBe(
      '<match>Cut &amp; &lt;Paste&gt; &quot;Pro&quot;</match><dim> — no ratings yet · Free</dim>',
    );
    // Well-formed XML whose text is exactly the tool's name and line: nothing in a name becomes markup.
    const parsed = new DOMParser().parseFromString(`<d>${chrome}</d>`, 'application/xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.documentElement.textContent).toBe('Cut & <Paste> "Pro" — no ratings yet · Free');
  });

  it('gives Firefox, which shows descriptions as written, plain text', () => {
    expect(suggestionFor(tricky, false).description).toBe('Cut & <Paste> "Pro" — no ratings yet · Free');
  });

  it('opens only an http(s) directory page; a tool without one is searched by its name', () => {
    expect(suggestionFor(tricky, true).content).toBe('Cut & <Paste> "Pro"');
    expect(suggestionFor({ ...descript, web: undefined }, false).content).toBe('Descript');
  });

  it('suggests from the local search as the person types, and nothing for under 2 characters', async () => {
    const { omnibox, searched } = setup();
    expect(await suggestionsFor(omnibox, 'v')).toEqual([]);
    expect(searched).toEqual([]);
    const shown = await suggestionsFor(omnibox, '  video   edit ');
    expect(shown?.map((s) => s.content)).toEqual([
      'https://directory.example/tools/descript',
      'Cut & <Paste> "Pro"',
    ]);
    expect(searched).toEqual(['video edit']);
  });

  it('asks the local search for at most the suggestions the address bar shows', async () => {
    const search = vi.fn(async () => []);
    const { omnibox } = setup({ search });
    await suggestionsFor(omnibox, 'video');
    expect(search).toHaveBeenCalledWith('video', OMNIBOX_SUGGESTIONS);
  });

  it('drops an answer overtaken by a later keystroke', async () => {
    let release: (tools: OmniboxTool[]) => void = () => undefined;
    const slow = new Promise<OmniboxTool[]>((resolve) => {
      release = resolve;
    });
    const { omnibox } = setup({
      search: async (query) => (query === 'vi' ? slow : [descript]),
    });
    const first = vi.fn();
    const pending = omnibox.onInputChanged('vi', first);
    const second = await suggestionsFor(omnibox, 'video');
    release([tricky]);
    await pending;
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveLength(1);
  });
});

describe('omnibox Enter', () => {
  it("opens a suggestion's directory page where the person asked", async () => {
    const { omnibox, opened } = setup();
    await suggestionsFor(omnibox, 'video');
    await omnibox.onInputEntered('https://directory.example/tools/descript', 'newBackgroundTab');
    expect(opened).toEqual([
      { url: { href: 'https://directory.example/tools/descript' }, disposition: 'newBackgroundTab' },
    ]);
  });

  it('opens the search page for free text, and for an address that was not suggested', async () => {
    const { omnibox, opened } = setup();
    await suggestionsFor(omnibox, 'video');
    await omnibox.onInputEntered(' video  edit ', 'currentTab');
    await omnibox.onInputEntered('https://evil.example/', 'newForegroundTab');
    await omnibox.onInputEntered('Cut & <Paste> "Pro"', 'currentTab');
    expect(opened).toEqual([
      { url: { path: '/search.html?q=video%20edit' }, disposition: 'currentTab' },
      { url: { path: '/search.html?q=https%3A%2F%2Fevil.example%2F' }, disposition: 'newForegroundTab' },
      { url: { path: '/search.html?q=Cut%20%26%20%3CPaste%3E%20%22Pro%22' }, disposition: 'currentTab' },
    ]);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f ★`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f ★');
  });
});
