// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  foldPlatformVariants,
  type ListedTool,
  makerOf,
  productName,
} from '../../../lib/directory/alternatives/platform-variants';
import { catalogFor } from '../../../server/catalog/catalog';
import { type Dataset, generateDataset, type ToolRecord } from '../../../server/index';

const names = (tools: readonly ListedTool[]) => tools.map((tool) => tool.name);
const listed = (name: string, website: string | null, slug = name.toLowerCase().replace(/\W+/g, '-')) => ({
  slug,
  name,
  website,
});

describe('platform variants: the reference dataset', () => {
  // The directory the end-to-end tests run against: its well-known tools and their alternatives as the
  // reference server answers them (nearest by embedding), popularity as its listing orders them.
  let dataset: Dataset;
  let alternativesOf: (slug: string) => readonly ToolRecord[];
  let rank: (tool: ListedTool) => number | undefined;
  let record: (slug: string) => ToolRecord;
  beforeAll(() => {
    dataset = generateDataset(undefined, 1_000);
    const catalog = catalogFor(dataset);
    const ranks = new Map(dataset.visibleTools.map((tool, index) => [tool.slug, index]));
    record = (slug) => {
      const found = dataset.visibleTools.find((tool) => tool.slug === slug);
      if (!found) throw new Error(`no ${slug} in the dataset`);
      return found;
    };
    alternativesOf = (slug) => catalog.similarity.alternativesOf(record(slug));
    rank = (tool) => ranks.get(tool.slug);
  });

  it("Claude's five alternatives, three of them ChatGPT, are three products: ChatGPT once, the best-known variant, where the first of them stood", () => {
    const alternatives = alternativesOf('claude');
    // What the data says today: the fold has something to do.
    expect(names(alternatives)).toEqual([
      'ChatGPT for iOS',
      'ChatGPT',
      'ChatGPT for Android',
      'Le Chat by Mistral',
      'Poe',
    ]);
    const shown = foldPlatformVariants(alternatives, { of: record('claude'), rank });
    expect(names(shown)).toEqual(['ChatGPT', 'Le Chat by Mistral', 'Poe']);
    // The entry shown is the tool itself, with its own slug and website, not a made-up one.
    expect(shown[0]).toBe(record('chatgpt'));
  });

  it("ChatGPT's own apps are not alternatives to ChatGPT", () => {
    const alternatives = alternativesOf('chatgpt');
    expect(names(alternatives)).toContain('ChatGPT for iOS');
    const shown = foldPlatformVariants(alternatives, { of: record('chatgpt'), rank });
    expect(names(shown)).toEqual(['Poe', 'HuggingChat', 'Claude']);
  });

  it('on the Play Store page of ChatGPT for Android, neither ChatGPT nor its iOS app is an alternative', () => {
    const shown = foldPlatformVariants(alternativesOf('chatgpt-android'), {
      of: record('chatgpt-android'),
      rank,
    });
    expect(names(shown)).not.toContain('ChatGPT');
    expect(names(shown)).not.toContain('ChatGPT for iOS');
    expect(shown).toHaveLength(3);
  });

  it('two store listings of one product fold into the more popular one, with no website of the maker in the list', () => {
    const ios = record('chatgpt-ios');
    const android = record('chatgpt-android');
    const poe = record('poe');
    const expected = (rank(android) ?? 0) < (rank(ios) ?? 0) ? android : ios;
    expect(foldPlatformVariants([poe, ios, android], { rank })).toEqual([poe, expected]);
  });

  it('no list of the dataset keeps two variants of one product, and every distinct product stays', () => {
    for (const tool of dataset.visibleTools.slice(0, 200)) {
      const alternatives = alternativesOf(tool.slug);
      const shown = foldPlatformVariants(alternatives, { of: tool, rank });
      const products = shown.map((shownTool) => productName(shownTool.name)?.base);
      expect(new Set(products).size, tool.slug).toBe(products.length);
      // Only ChatGPT's variants fold in this dataset: every other alternative is still there.
      const others = alternatives.filter((alternative) => !/^ChatGPT\b/.test(alternative.name));
      for (const other of others) expect(shown, `${tool.slug}: ${other.name}`).toContain(other);
    }
  });
});

describe('platform variants: names', () => {
  it.each([
    ['ChatGPT for iOS', 'chatgpt'],
    ['ChatGPT for Android', 'chatgpt'],
    ['Notion for Mac', 'notion'],
    ['Notion for macOS', 'notion'],
    ['Grammarly for Windows', 'grammarly'],
    ['Grammarly for Chrome', 'grammarly'],
    ['Grammarly for Microsoft Edge', 'grammarly'],
    ['Otter Desktop', 'otter'],
    ['Otter Mobile', 'otter'],
    ['Otter Desktop App', 'otter'],
    ['Perplexity App', 'perplexity'],
    ['Perplexity on Android', 'perplexity'],
    ['Copilot for iOS and Android', 'copilot'],
    ['Copilot for iPhone & iPad', 'copilot'],
    ['DeepL (Mac app)', 'deepl'],
    ['DeepL – Chrome extension', 'deepl'],
    ['DeepL: for Windows', 'deepl'],
    ['  CHATGPT   FOR   IOS ', 'chatgpt'],
    ['ChatGPT for Apple Watch', 'chatgpt'],
  ])('"%s" is a variant of "%s"', (name, base) => {
    expect(productName(name)).toEqual({ base, qualified: true });
  });

  it.each([
    'ChatGPT',
    'Stable Diffusion Web UI',
    'Google Chrome',
    'Microsoft Edge',
    'Mac Whisper',
    'Formac',
    'Desktop',
    'iOS',
    'Windsurf',
    'Webflow AI',
    'Character.AI',
    'Android Studio Bot',
  ])('"%s" names a product of its own', (name) => {
    expect(productName(name)?.qualified).toBe(false);
  });

  it('an empty or blank name is nothing to fold', () => {
    expect(productName('')).toBeNull();
    expect(productName('   ')).toBeNull();
  });

  it('compatible characters read as their plain forms (full-width letters)', () => {
    expect(productName('ＣｈａｔＧＰＴ ｆｏｒ ｉＯＳ')).toEqual({ base: 'chatgpt', qualified: true });
  });
});

describe('platform variants: makers', () => {
  it.each([
    ['https://chatgpt.com/', 'chatgpt.com'],
    ['https://www.notion.so/desktop', 'notion.so'],
    ['https://app.grammarly.com/', 'grammarly.com'],
    ['https://desktop.example.co.uk/', 'example.co.uk'],
    ['https://alice.github.io/tool', 'alice.github.io'],
    ['https://xn--frhlich-talkity-bot-r6b.es/', 'xn--frhlich-talkity-bot-r6b.es'],
  ])('%s is made by %s', (website, maker) => {
    expect(makerOf(website)).toBe(maker);
  });

  it('an app store or extension gallery listing names no maker domain', () => {
    const store = makerOf('https://apps.apple.com/app/id6448311069');
    expect(store).not.toBeNull();
    expect(makerOf('https://play.google.com/store/apps/details?id=com.openai.chatgpt')).toBe(store);
    expect(makerOf('https://chromewebstore.google.com/detail/x/abc')).toBe(store);
    expect(store).not.toBe('apple.com');
  });

  it('no website, or not an http(s) one: no maker', () => {
    expect(makerOf(null)).toBeNull();
    expect(makerOf('javascript:alert(1)')).toBeNull();
    expect(makerOf('not a url')).toBeNull();
  });
});

describe('platform variants: folding', () => {
  it('folds a product and its apps into the most popular, kept in the place of the first', () => {
    const ios = listed('Notion for iOS', 'https://apps.apple.com/app/id1');
    const notion = listed('Notion', 'https://www.notion.so/');
    const mac = listed('Notion for Mac', 'https://www.notion.so/desktop');
    const coda = listed('Coda', 'https://coda.io/');
    const ranks = new Map([
      [ios.slug, 40],
      [notion.slug, 3],
      [mac.slug, 90],
      [coda.slug, 10],
    ]);
    const shown = foldPlatformVariants([ios, coda, notion, mac], { rank: (tool) => ranks.get(tool.slug) });
    expect(shown).toEqual([notion, coda]);
  });

  it('without ranks, the first listed stands for its product', () => {
    const a = listed('Otter Mobile', 'https://otter.ai/mobile');
    const b = listed('Otter', 'https://otter.ai/');
    expect(foldPlatformVariants([a, b])).toEqual([a]);
  });

  it('namesakes of other makers are not folded', () => {
    const pilot = listed('Pilot', 'https://pilot.com/');
    const otherMac = listed('Pilot for Mac', 'https://pilotapp.io/');
    expect(foldPlatformVariants([pilot, otherMac])).toEqual([pilot, otherMac]);
  });

  it("a store listing joins one maker's product, and never makes two makers' products one", () => {
    const a = listed('Pilot', 'https://pilot.com/');
    const b = listed('Pilot for Mac', 'https://pilotapp.io/', 'pilot-mac');
    const store = listed('Pilot for iOS', 'https://apps.apple.com/app/id2');
    expect(foldPlatformVariants([a, b, store])).toEqual([a, b]);
  });

  it('two tools of one plain name on one shared host are two products', () => {
    const a = listed('Chatbot', 'https://github.com/alice/chatbot', 'chatbot-a');
    const b = listed('Chatbot', 'https://github.com/bob/chatbot', 'chatbot-b');
    expect(foldPlatformVariants([a, b])).toEqual([a, b]);
  });

  it("leaves out the tool's own variants and the tool itself", () => {
    const subject = listed('Grammarly', 'https://www.grammarly.com/');
    const chrome = listed('Grammarly for Chrome', 'https://chromewebstore.google.com/detail/grammarly/x');
    const windows = listed('Grammarly for Windows', 'https://www.grammarly.com/desktop/windows');
    const other = listed('Wordtune', 'https://www.wordtune.com/');
    expect(foldPlatformVariants([chrome, subject, other, windows], { of: subject })).toEqual([other]);
  });

  it('keeps tools with odd names or websites as they are, in their places', () => {
    const blank = listed('', 'https://blank.example/', 'blank');
    const noSite = listed('No Site for iOS', null);
    const bad = listed('Bad Site', 'ftp://bad.example/');
    const rtl = listed('\u05de\u05d5\u05e6\u05e8 for iOS', 'https://apps.apple.com/app/id3');
    const rtlWeb = listed('\u05de\u05d5\u05e6\u05e8', 'https://example.co.il/', 'rtl-web');
    const emoji = listed('🤖 Bot for Android', 'https://play.google.com/store/apps/details?id=bot');
    const shown = foldPlatformVariants([blank, noSite, bad, rtl, rtlWeb, emoji]);
    expect(shown).toEqual([blank, noSite, bad, rtl, emoji]);
  });

  it('an empty list stays empty, and the input is not changed', () => {
    expect(foldPlatformVariants([])).toEqual([]);
    const list = [listed('A for iOS', 'https://apps.apple.com/app/id4'), listed('A', 'https://a.example/')];
    const copy = [...list];
    foldPlatformVariants(list);
    expect(list).toEqual(copy);
  });
});
