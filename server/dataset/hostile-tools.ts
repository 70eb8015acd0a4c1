// The hostile fixture (DATASET=hostile): tools whose data a real directory could plausibly send and a
// client must survive: ratings outside 0–5 or not numbers at all, names that carry right-to-left
// overrides, 10 kB strings, HTML in names and descriptions. Their `wire` fields are sent as written,
// over the contract's rendering, so this dataset is outside the contract on purpose. Every website is
// its own host, so end-to-end tests can route it and open the card there.
import type { FixedTool } from './known-tools';

export interface HostileTool extends FixedTool {
  /** Fields of the Tool JSON sent exactly like this instead of the contract's rendering. */
  wire: Readonly<Record<string, unknown>>;
}

const RLO = '\u202E';
const PDF = '\u202C';
const LRI = '\u2066';
const PDI = '\u2069';

/** A 10 kB string of one unbroken "word": the worst case for layout as well as for storage. */
export const TEN_KB = 10 * 1024;
const longWord = (unit: string) => unit.repeat(Math.ceil(TEN_KB / unit.length)).slice(0, TEN_KB);

function hostile(
  slug: string,
  name: string,
  host: string,
  description: string,
  wire: Record<string, unknown>,
): HostileTool {
  return {
    slug,
    name,
    website: `https://${host}/`,
    subcategory: 'ai-chatbots',
    description,
    price: { type: 'freemium', amount: 9 },
    wire,
  };
}

export const HOSTILE_TOOLS: readonly HostileTool[] = [
  hostile(
    'oddity-over-five',
    `Oddity ${RLO}evif revo${PDF} Chat`,
    'oddity-over-five.com',
    `A chatbot rated above the scale, whose name hides a right-to-left override.`,
    { rating: { average: 5.5, count: 42 } },
  ),
  hostile(
    'oddity-fifty-five',
    '<img src=x onerror="document.title=\'pwned\'"><b>Oddity</b> Markup Chat',
    'oddity-fifty-five.com',
    '<script>document.title="pwned"</script><a href="javascript:alert(1)">Click me</a> — a chatbot with HTML everywhere.',
    { rating: { average: 55, count: 7 } },
  ),
  hostile(
    'oddity-negative',
    `${LRI}Oddity${PDI} Negative Chat`,
    'oddity-negative.com',
    'A chatbot rated below zero, its name wrapped in an isolate.',
    { rating: { average: -1, count: 3 }, price: { type: 'paid', amount: -5 } },
  ),
  hostile(
    'oddity-string-rating',
    'Oddity String Chat',
    'oddity-string-rating.com',
    'A chatbot whose numbers arrive as strings: rating "7.5", count "12", price "12.00".',
    { rating: { average: '7.5', count: '12' }, price: { type: 'subscription', amount: '12.00' } },
  ),
  hostile(
    'oddity-nan',
    'Oddity NaN Chat',
    'oddity-nan.com',
    'A chatbot whose rating and price are "NaN" and whose count is infinite.',
    { rating: { average: 'NaN', count: 'Infinity' }, price: { type: 'paid', amount: 'NaN' } },
  ),
  hostile(
    'oddity-huge',
    `Oddity Huge ${longWord('W')}`,
    'oddity-huge.com',
    `A chatbot with 10 kB strings ${longWord('Lorem')}`,
    {
      rating: { average: 4.25, count: 1e21 },
      price: { type: longWord('Premium'), amount: 1e21 },
      subcategories: [{ id: 9_999, slug: 'oddity', name: `Oddity ${longWord('Sub')}` }],
    },
  ),
];

/** The hostile tool that has the most of everything at once: its card is the one e2e tests open. */
export const HOSTILE_CARD_TOOL = HOSTILE_TOOLS[0] as HostileTool;
