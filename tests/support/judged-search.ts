// The judged set of search queries over the reference directory (issue 28): what a person types, and
// which tools answer it, judged by the generated directory's own truth, never by looking at results.
//
// How it is built, from the dataset the server generates (server/dataset, any seed and size):
// - name: the tools at ranks 0, 1, 2, 3, 4, 6, 10, 16, … (each ×1.5), and every tool whose name is a word
//   of the category tree ("Video", "Security"); the query is the name as listed. Relevant: that tool.
// - typo: every second of those names, and every third task below, with one typo in its longest word
//   (letters swapped, one dropped, one doubled, one replaced; in turn). Relevant: as the query it came from.
// - word form: plurals, singulars and other forms of the tree's words ("transcribe", "video editors",
//   "summaries"), written here with the subcategory (or category) they name.
// - task: what a person wants done ("remove background from photo", "write blog posts"), written here
//   with the subcategory (or subcategories) whose tools do it, from the tree's own phrases (taxonomy.ts).
// - category: every category's name, and every fourth subcategory's name. Relevant: the tools in it.
// A tool is relevant to a query naming a subcategory when it sits in that subcategory (first or second;
// a category: any of its subcategories). Relevance is binary. Each subcategory slug written here is
// checked against the tree, so a renamed one fails loudly instead of judging nothing.
import { type Dataset, DEMO_TOKEN } from '../../server/index';

export const QUERY_KINDS = ['name', 'typo', 'word form', 'task', 'category'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  /** What the query names, for reports: a tool's name or subcategory slugs. */
  names: string;
  /** Slugs of the relevant tools. */
  relevant: ReadonlySet<string>;
}

/** A query that names subcategories (slugs) or a whole category (`category:<slug>`). */
type Written = readonly [query: string, ...targets: string[]];

const WORD_FORMS: readonly Written[] = [
  ['transcription', 'transcription'],
  ['transcribe', 'transcription'],
  ['transcripts', 'transcription'],
  ['transcribing audio', 'transcription'],
  ['translator', 'text-translation', 'real-time-translation'],
  ['translating', 'category:translation'],
  ['summarizer', 'summarization'],
  ['summaries', 'summarization'],
  ['summarize pdfs', 'summarization'],
  ['video editor', 'video-editing'],
  ['video editors', 'video-editing'],
  ['editing videos', 'video-editing'],
  ['logos', 'logo-generation'],
  ['logo generator', 'logo-generation'],
  ['image upscaler', 'image-upscaling'],
  ['upscaling images', 'image-upscaling'],
  ['chatbot', 'ai-chatbots', 'chatbot-builders'],
  ['presentation', 'presentations'],
  ['spreadsheet', 'spreadsheets'],
  ['flashcard', 'quiz-flashcards'],
  ['subtitle', 'subtitles-captions'],
  ['video captions', 'subtitles-captions'],
  ['avatar', 'ai-avatars', 'video-avatars'],
  ['recipe', 'cooking-recipes'],
  ['dubbing', 'video-dubbing'],
  ['forecasts', 'forecasting'],
  ['scraper', 'web-scraping'],
  ['proofreader', 'grammar-proofreading'],
  ['paraphraser', 'paraphrasing'],
  ['animations', 'animation'],
  ['illustrations', 'anime-illustration'],
  ['voice cloner', 'voice-cloning'],
  ['recruiter', 'hr-recruiting'],
  ['podcasting', 'podcast-production'],
  ['scheduler', 'scheduling'],
  ['moderating comments', 'content-moderation'],
  ['localize apps', 'localization'],
  ['coding assistant', 'code-assistants'],
  ['note taker', 'note-taking'],
  ['tutors', 'tutoring'],
  ['travel planner', 'travel-planning'],
];

const TASKS: readonly Written[] = [
  ['remove background from photo', 'background-removal'],
  ['write blog posts', 'blog-writing'],
  ['generate images from text', 'text-to-image'],
  ['edit videos', 'video-editing'],
  ['make a logo', 'logo-generation'],
  ['turn text into speech', 'text-to-speech'],
  ['clone my voice', 'voice-cloning'],
  ['compose music', 'music-generation'],
  ['remove noise from audio', 'audio-enhancement'],
  ['take meeting notes', 'meeting-assistants'],
  ['create slide decks', 'presentations'],
  ['write sql queries', 'sql-databases'],
  ['review pull requests', 'code-review'],
  ['write unit tests', 'testing-qa'],
  ['build a chatbot for my website', 'chatbot-builders'],
  ['translate documents', 'text-translation'],
  ['plan a trip', 'travel-planning'],
  ['plan meals', 'nutrition'],
  ['workout plan', 'fitness-coaching'],
  ['detect ai generated text', 'ai-content-detection'],
  ['chat with pdf', 'document-q-a'],
  ['find leads', 'lead-generation'],
  ['write product descriptions', 'product-descriptions'],
  ['schedule social media posts', 'social-media'],
  ['fix grammar and spelling', 'grammar-proofreading'],
  ['write cold emails', 'email-writing'],
  ['create quizzes from notes', 'quiz-flashcards'],
  ['redesign my room', 'interior-design'],
  ['restore old photos', 'photo-restoration'],
  ['turn podcasts into clips', 'short-form-clips'],
  ['add subtitles to videos', 'subtitles-captions'],
  ['summarize articles', 'summarization'],
  ['keyword research', 'seo-tools'],
  ['answer customer questions', 'customer-support'],
  ['analyze csv files', 'data-analysis'],
  ['build dashboards', 'data-visualization', 'business-intelligence'],
  ['automate repetitive tasks', 'workflow-automation'],
  ['write essays', 'academic-writing'],
  ['generate 3d models', '3d-modeling'],
  ['book meetings', 'scheduling'],
  ['review contracts', 'legal'],
  ['screen resumes', 'hr-recruiting'],
  ['dub videos into other languages', 'video-dubbing'],
  ['make animated explainer videos', 'animation'],
  ['talking avatar videos', 'video-avatars'],
  ['find gift ideas', 'gift-ideas'],
  ['learn a language', 'language-learning'],
  ['detect deepfakes', 'deepfake-detection'],
  ['scrape websites', 'web-scraping'],
  ['improve my sleep', 'sleep'],
  ['write a novel', 'creative-writing'],
  ['generate headshots', 'ai-avatars'],
];

/** One typo in the longest word of `text`, of the kind `variant` picks (0–3), inside the word. */
export function withTypo(text: string, variant: number): string {
  const words = text.split(' ');
  let longest = 0;
  words.forEach((word, i) => {
    if (word.length > (words[longest] ?? '').length) longest = i;
  });
  const word = words[longest] ?? '';
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  const next = word.charAt(at + 1);
  const typo = [
    () => word.slice(0, at) + next + word.charAt(at) + word.slice(at + 2),
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at + 1) + word.charAt(at) + word.slice(at + 1),
    // A neighbouring letter: the alphabet's next one, so the word stays letters.
    () =>
      word.slice(0, at) + String.fromCharCode(((word.charCodeAt(at) - 96) % 26) + 97) + word.slice(at + 1),
  ][variant % 4];
  words[longest] = typo?.() ?? word;
  return words.join(' ');
}

/** The ranks the name queries take: 0, 1, 2, 3, 4, 6, 10, 16, … below `count`. */
function nameRanks(count: number): number[] {
  const ranks = new Set<number>();
  for (let step = 0; ; step++) {
    const rank = Math.round(1.5 ** step) - 1;
    if (rank >= count) break;
    ranks.add(rank);
  }
  return [...ranks];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function judgedQueries(dataset: Dataset): JudgedQuery[] {
  const tools = dataset.visibleTools;
  const subcategoryBySlug = new Map(dataset.subcategories.map((sub) => [sub.slug, sub]));
  const categoryBySlug = new Map(dataset.categories.map((category) => [category.slug, category]));
  const inSubcategories = (ids: ReadonlySet<number>) =>
    new Set(tools.filter((tool) => tool.subcategoryIds.some((id) => ids.has(id))).map((tool) => tool.slug));

  /** The subcategory ids a written target names; throws on a slug the tree does not have. */
  const idsOf = (targets: readonly string[]): Set<number> => {
    const ids = new Set<number>();
    for (const target of targets) {
      if (target.startsWith('category:')) {
        const category = categoryBySlug.get(target.slice('category:'.length));
        if (!category) throw new Error(`judged set: no category ${target}`);
        for (const id of category.subcategoryIds) ids.add(id);
      } else {
        const subcategory = subcategoryBySlug.get(target);
        if (!subcategory) throw new Error(`judged set: no subcategory ${target}`);
        ids.add(subcategory.id);
      }
    }
    return ids;
  };
  const written = (kind: QueryKind, [query, ...targets]: Written): JudgedQuery => ({
    query,
    kind,
    names: targets.join(', '),
    relevant: inSubcategories(idsOf(targets)),
  });

  const treeWords = new Set(
    [...dataset.categories, ...dataset.subcategories].flatMap((node) => wordsOf(node.name)),
  );
  const named = [
    ...nameRanks(tools.length).map((rank) => tools[rank]),
    ...tools.filter((tool) => treeWords.has(tool.name.toLowerCase())),
  ].flatMap((tool) => (tool ? [tool] : []));
  const names = [...new Map(named.map((tool) => [tool.slug, tool])).values()].map(
    (tool): JudgedQuery => ({
      query: tool.name,
      kind: 'name',
      names: tool.name,
      relevant: new Set([tool.slug]),
    }),
  );
  const tasks = TASKS.map((entry) => written('task', entry));
  const typos = [...names.filter((_, i) => i % 2 === 0), ...tasks.filter((_, i) => i % 3 === 0)].map(
    (source, i): JudgedQuery => ({ ...source, kind: 'typo', query: withTypo(source.query, i) }),
  );
  const categories = [
    ...dataset.categories.map((category) =>
      written('category', [category.name, `category:${category.slug}`]),
    ),
    ...dataset.subcategories
      .filter((_, i) => i % 4 === 0)
      .map((sub) => written('category', [sub.name.toLowerCase(), sub.slug])),
  ];
  // One judgement per text: a name that is also a category's ("Video") is judged as the name.
  const all = [
    ...names,
    ...typos,
    ...WORD_FORMS.map((entry) => written('word form', entry)),
    ...tasks,
    ...categories,
  ];
  const seen = new Set<string>();
  return all.filter((judged) => {
    const key = judged.query.toLowerCase();
    if (seen.has(key) || judged.query.trim().length < 2) return false;
    seen.add(key);
    return true;
  });
}

/** nDCG@k of a ranked list of slugs with binary relevance. */
export function ndcgAt(ranked: readonly string[], relevant: ReadonlySet<string>, k = 10): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((slug, i) => {
    if (relevant.has(slug)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

export interface SearchQuality {
  /** Mean nDCG@10 over the queries. */
  ndcg: number;
  /** The share of queries whose first result is relevant. */
  firstRelevant: number;
  queries: number;
  byKind: Record<QueryKind, { ndcg: number; firstRelevant: number; queries: number }>;
  /** Per query, in the set's order. */
  each: { judged: JudgedQuery; ndcg: number; ranked: readonly string[] }[];
}

/** Measures a search (the slugs of its first 10 results, best first) over the judged set. */
export async function searchQuality(
  queries: readonly JudgedQuery[],
  search: (query: string) => readonly string[] | Promise<readonly string[]>,
): Promise<SearchQuality> {
  const each: SearchQuality['each'] = [];
  for (const judged of queries) {
    const ranked = (await search(judged.query)).slice(0, 10);
    each.push({ judged, ndcg: ndcgAt(ranked, judged.relevant), ranked });
  }
  const summary = (part: SearchQuality['each']) => ({
    ndcg: part.reduce((sum, entry) => sum + entry.ndcg, 0) / Math.max(1, part.length),
    firstRelevant:
      part.filter((entry) => entry.judged.relevant.has(entry.ranked[0] ?? '')).length /
      Math.max(1, part.length),
    queries: part.length,
  });
  const byKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => [kind, summary(each.filter((entry) => entry.judged.kind === kind))]),
  ) as SearchQuality['byKind'];
  return { ...summary(each), byKind, each };
}

/**
 * The reference server's `GET /search` as a search for searchQuality: the slugs of its first 10 results.
 * `request` sends a path under the API's base (over HTTP in the bench, in process in a unit test).
 */
export function serverSearch(
  request: (path: string, init: RequestInit) => Response | Promise<Response>,
): (query: string) => Promise<string[]> {
  return async (query) => {
    const response = await request(`/search?${new URLSearchParams({ q: query, per_page: '10' })}`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`/search?q=${query}: ${response.status}`);
    const body = (await response.json()) as { data: { slug: string }[] };
    return body.data.map((tool) => tool.slug);
  };
}
