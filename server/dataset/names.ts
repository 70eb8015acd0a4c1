// Invented product names and descriptions that read like a real directory's entries.
import type { Random } from '../random';
import type { SubcategorySpec } from './taxonomy';

const WORD_SUFFIXES =
  'Forge Flow Lab Studio Pilot Genius Mate Bot Wave Nova Spark Mind Craft Hub Kit Sense Wise Fox Owl Nest Loop Base Works Stack Cloud Dash Pro Max GPT Pal Hero Ninja Magic Smith Verse Sphere Shift Boost Cast Snap Zen Leap Bee Rocket Pulse Orbit Bloom Beam'.split(
    ' ',
  );
const SYLLABLE_SUFFIXES = ['ly', 'ify', 'io', 'able', 'ster', 'ora', 'ix', 'eo', 'ity', 'ula', 'ara', 'iq'];

/** A plausible product name from a category's prefixes, e.g. "ClipForge", "Reelify", "Vox Orbit AI". */
export function inventName(random: Random, prefixes: readonly string[]): string {
  const prefix = random.pick(prefixes);
  const word = random.pick(WORD_SUFFIXES);
  const form = random.float();
  if (form < 0.35) return `${prefix}${word}`;
  if (form < 0.55) return `${prefix.replace(/[aeiou]$/, '')}${random.pick(SYLLABLE_SUFFIXES)}`;
  if (form < 0.7) return `${prefix}${word} AI`;
  if (form < 0.8) return `${prefix} ${word}`;
  if (form < 0.9) return `${prefix}${word.toLowerCase()}.ai`;
  return `${prefix}${random.pick(prefixes)}`;
}

const EXTRAS = [
  'Free plan available.',
  'Works in more than 30 languages.',
  'Integrates with Slack, Notion and Google Drive.',
  'Trusted by over 10,000 teams.',
  'No credit card required.',
  'Includes an API for developers.',
  'Runs entirely in your browser.',
  'Available on web, iOS and Android.',
  'SOC 2 compliant and GDPR ready.',
  'Built on GPT-4 class and open-source models.',
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One or two sentences built from the subcategory's vocabulary, so full-text search finds the tool. */
export function inventDescription(
  random: Random,
  name: string,
  subcategory: SubcategorySpec,
  audiences: readonly string[],
): string {
  const does = random.pick(subcategory.does);
  const audience = random.pick(audiences);
  // "AI chatbot" stays as is; "video editor" becomes "AI video editor".
  const aiNoun = subcategory.noun.startsWith('AI ') ? subcategory.noun : `AI ${subcategory.noun}`;
  const templates = [
    () => `${name} ${does} for ${audience}.`,
    () => `An ${aiNoun} that ${does}.`,
    () => `${name} is an ${aiNoun} for ${audience}. It ${does}.`,
    () => `${capitalize(does)} with ${name}, the ${subcategory.noun} built for ${audience}.`,
  ];
  let text = random.pick(templates)();
  const others = subcategory.does.filter((phrase) => phrase !== does);
  if (others.length > 0 && random.chance(0.5)) text += ` It also ${random.pick(others)}.`;
  if (random.chance(0.4)) text += ` ${random.pick(EXTRAS)}`;
  return text;
}
