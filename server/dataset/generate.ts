// Builds the whole directory from a seed: same seed and size, identical data.
import { DEFAULT_OPTIONS } from '../options';
import { Random, WeightedPicker } from '../random';
import {
  categoryCentroid,
  flagshipCentroid,
  subcategoryCentroid,
  toolEmbedding,
  type Vector,
} from './embeddings';
import { HOSTILE_TOOLS } from './hostile-tools';
import { EDGE_CASE_TOOLS, type FixedTool, KNOWN_TOOLS, NESTED_TOOLS } from './known-tools';
import { inventDescription, inventName } from './names';
import { type CategorySpec, type SubcategorySpec, slugify, TAXONOMY } from './taxonomy';
import {
  type CategoryRecord,
  type Dataset,
  type DatasetKind,
  HIDDEN_STATES,
  type PriceType,
  type SubcategoryRecord,
  type ToolRecord,
  type Visibility,
} from './types';
import { WEBSITE_SHAPES, WebsiteFactory } from './websites';

interface Taxonomy {
  categories: CategoryRecord[];
  subcategories: SubcategoryRecord[];
  subcategoryBySlug: Map<string, SubcategoryRecord>;
  centroids: Map<number, Vector>;
  /** Where a subcategory's fixed (well-known) tools cluster. */
  flagshipCentroids: Map<number, Vector>;
  /** Picks a subcategory index, popular kinds more often. */
  picker: WeightedPicker;
  specs: Map<number, { category: CategorySpec; subcategory: SubcategorySpec }>;
  siblings: Map<number, SubcategoryRecord[]>;
}

/** Without an id yet: ids follow creation time, assigned once every tool exists. */
type DraftTool = Omit<ToolRecord, 'id'> & { createdMs: number };

const POPULAR_SUBCATEGORIES = new Set(['text-to-image', 'ai-chatbots', 'copywriting', 'video-editing']);
const NO_EMBEDDING_SHARE = 0.03;
const HIDDEN_SHARE = 0.04;
const FIRST_DAY = Date.UTC(2022, 10, 30);
const LAST_DAY = Date.UTC(2025, 9, 31);

export function generateDataset(
  seed: number = DEFAULT_OPTIONS.seed,
  size: number = DEFAULT_OPTIONS.size,
  kind: DatasetKind = DEFAULT_OPTIONS.dataset,
): Dataset {
  const random = new Random(seed);
  const taxonomy = buildTaxonomy(random);
  const websites = new WebsiteFactory(random);
  const slugs = new Set<string>();
  const drafts: DraftTool[] = [];

  const fixed = (spec: FixedTool, visits: number, nested = false): void => {
    websites.reserve(spec.website, nested);
    slugs.add(spec.slug);
    drafts.push(fixedTool(random, taxonomy, spec, visits));
  };
  // Known tools are the most popular, in list order; the generated ones stay below the last of them.
  KNOWN_TOOLS.forEach((spec, rank) => {
    fixed(spec, Math.round(20_000_000 * 0.9 ** rank));
  });
  NESTED_TOOLS.forEach((spec, rank) => {
    fixed(spec, 20_000 - rank * 5_000, true);
  });
  for (const spec of EDGE_CASE_TOOLS) fixed(spec, random.int(5_000, 50_000));

  const generatedVisible = Math.max(0, size - drafts.length);
  for (let i = 0; i < generatedVisible; i++) {
    // The first tools walk through every website shape, so each is present whatever the seed.
    const shape = i < WEBSITE_SHAPES.length * 2 ? WEBSITE_SHAPES[i % WEBSITE_SHAPES.length] : undefined;
    drafts.push(generatedTool(random, taxonomy, websites, slugs, 'visible', shape));
  }
  const hiddenCount = Math.max(HIDDEN_STATES.length, Math.round(size * HIDDEN_SHARE));
  for (let i = 0; i < hiddenCount; i++) {
    const state = HIDDEN_STATES[i % HIDDEN_STATES.length] ?? 'unpublished';
    const draft = generatedTool(random, taxonomy, websites, slugs, state);
    // A few hidden tools are more popular than anything, so a leak would show at the top of the listing.
    drafts.push(i < HIDDEN_STATES.length ? { ...draft, visits: 50_000_000 + i } : draft);
  }

  if (kind === 'hostile') drafts.push(...hostileDrafts(seed, taxonomy, websites));

  const tools = assignIds(drafts);
  const visibleTools = tools
    .filter((tool) => tool.visibility === 'visible')
    .sort((a, b) => b.visits - a.visits || a.id - b.id);
  return {
    seed,
    kind,
    size,
    tools,
    visibleTools,
    hiddenTools: tools.filter((tool) => tool.visibility !== 'visible'),
    categories: taxonomy.categories,
    subcategories: taxonomy.subcategories,
  };
}

function buildTaxonomy(random: Random): Taxonomy {
  const categories: CategoryRecord[] = [];
  const subcategories: SubcategoryRecord[] = [];
  const centroids = new Map<number, Vector>();
  const flagshipCentroids = new Map<number, Vector>();
  const weights: number[] = [];
  const specs: Taxonomy['specs'] = new Map();
  const siblings: Taxonomy['siblings'] = new Map();
  TAXONOMY.forEach((spec, categoryIndex) => {
    const categoryId = categoryIndex + 1;
    const categoryVector = categoryCentroid(random);
    const children: SubcategoryRecord[] = spec.subcategories.map((child) => {
      const record = {
        id: subcategories.length + 1,
        slug: slugify(child.name),
        name: child.name,
        categoryId,
      };
      subcategories.push(record);
      specs.set(record.id, { category: spec, subcategory: child });
      const centroid = subcategoryCentroid(random, categoryVector);
      centroids.set(record.id, centroid);
      flagshipCentroids.set(record.id, flagshipCentroid(random, centroid));
      weights.push((0.4 + random.float() * 1.6) * (POPULAR_SUBCATEGORIES.has(record.slug) ? 3 : 1));
      return record;
    });
    siblings.set(categoryId, children);
    const byName = [...children].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    categories.push({
      id: categoryId,
      slug: slugify(spec.name),
      name: spec.name,
      subcategoryIds: byName.map((child) => child.id),
    });
  });
  categories.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const subcategoryBySlug = new Map(subcategories.map((record) => [record.slug, record]));
  if (subcategoryBySlug.size !== subcategories.length) throw new Error('duplicate subcategory slug');
  return {
    categories,
    subcategories,
    subcategoryBySlug,
    centroids,
    flagshipCentroids,
    picker: new WeightedPicker(weights),
    specs,
    siblings,
  };
}

function fixedTool(random: Random, taxonomy: Taxonomy, spec: FixedTool, visits: number): DraftTool {
  const subcategory = taxonomy.subcategoryBySlug.get(spec.subcategory);
  if (!subcategory) throw new Error(`unknown subcategory ${spec.subcategory} for ${spec.slug}`);
  return {
    slug: spec.slug,
    name: spec.name,
    description: spec.description,
    website: spec.website,
    price: spec.price,
    verified: true,
    hasLogo: true,
    rating: { average: Math.round((4.1 + random.float() * 0.8) * 10) / 10, count: random.int(800, 60_000) },
    subcategoryIds: [subcategory.id],
    ...created(random, FIRST_DAY, Date.UTC(2023, 5, 30)),
    visits,
    visibility: 'visible',
    embedding: toolEmbedding(random, taxonomy.flagshipCentroids.get(subcategory.id) ?? [], 0.06),
  };
}

/**
 * On top of the standard directory, which stays exactly as it is: their own random stream, created
 * after every other tool (so no other id moves), popular enough for the first listing pages.
 */
function hostileDrafts(seed: number, taxonomy: Taxonomy, websites: WebsiteFactory): DraftTool[] {
  const random = new Random(seed ^ 0x0dd_da7a);
  return HOSTILE_TOOLS.map((spec, index) => {
    websites.reserve(spec.website);
    const draft = fixedTool(random, taxonomy, spec, 100_000 - index);
    const createdMs = LAST_DAY + (index + 1) * 86_400_000;
    const createdAt = `${new Date(createdMs).toISOString().slice(0, 19)}+00:00`;
    return { ...draft, createdAt, createdMs, wire: spec.wire };
  });
}

function generatedTool(
  random: Random,
  taxonomy: Taxonomy,
  websites: WebsiteFactory,
  slugs: Set<string>,
  visibility: Visibility,
  shape?: (typeof WEBSITE_SHAPES)[number],
): DraftTool {
  const subcategory = taxonomy.subcategories[taxonomy.picker.pick(random)];
  const specs = subcategory && taxonomy.specs.get(subcategory.id);
  if (!subcategory || !specs) throw new Error('subcategory out of range');
  const { category: categorySpec, subcategory: subcategorySpec } = specs;

  const { name, slug } = uniqueName(random, categorySpec.namePrefixes, slugs);
  return {
    slug,
    name,
    description: inventDescription(random, name, subcategorySpec, categorySpec.audiences),
    website: websites.create(name, slug, shape),
    price: price(random),
    verified: random.chance(0.3),
    hasLogo: random.chance(0.95),
    rating: rating(random),
    subcategoryIds: [subcategory.id, ...secondSubcategory(random, taxonomy, subcategory)],
    ...created(random, FIRST_DAY, LAST_DAY),
    // Skewed towards small counts, so many tools tie and the id decides their order.
    visits: Math.floor(10 ** (random.float() ** 1.8 * 5.3)),
    visibility,
    embedding: random.chance(NO_EMBEDDING_SHARE)
      ? null
      : toolEmbedding(random, centroidOf(taxonomy, subcategory.id)),
  };
}

function uniqueName(
  random: Random,
  prefixes: readonly string[],
  slugs: Set<string>,
): { name: string; slug: string } {
  let name = inventName(random, prefixes);
  for (let attempt = 0; slugs.has(slugify(name)); attempt++) {
    name = attempt < 20 ? inventName(random, prefixes) : `${inventName(random, prefixes)} ${attempt}`;
  }
  const slug = slugify(name);
  slugs.add(slug);
  return { name, slug };
}

function secondSubcategory(random: Random, taxonomy: Taxonomy, primary: SubcategoryRecord): number[] {
  if (!random.chance(0.22)) return [];
  const pool = random.chance(0.9)
    ? (taxonomy.siblings.get(primary.categoryId) ?? [primary])
    : taxonomy.subcategories;
  const second = random.pick(pool);
  return second.id === primary.id ? [] : [second.id];
}

function centroidOf(taxonomy: Taxonomy, subcategoryId: number): Vector {
  const centroid = taxonomy.centroids.get(subcategoryId);
  if (!centroid) throw new Error(`no centroid for subcategory ${subcategoryId}`);
  return centroid;
}

const PRICE_WEIGHTS: Array<[PriceType, number]> = [
  ['freemium', 35],
  ['free', 15],
  ['paid', 12],
  ['subscription', 25],
  ['contact', 6],
  ['one-time', 7],
];
const PLAN_PRICES = [
  4.99, 9, 9.99, 12, 14.99, 19, 19.99, 24.5, 29, 29.99, 39, 49, 49.99, 79, 99, 149, 199.99,
];
const ONE_TIME_PRICES = [19, 29.99, 49, 59.99, 99, 149, 249];
const PRICE_PICKER = new WeightedPicker(PRICE_WEIGHTS.map(([, weight]) => weight));

function price(random: Random): ToolRecord['price'] {
  const type = PRICE_WEIGHTS[PRICE_PICKER.pick(random)]?.[0] ?? 'free';
  const roll = random.float();
  switch (type) {
    case 'free':
      return { type, amount: roll < 0.8 ? 0 : null };
    case 'freemium':
      return { type, amount: roll < 0.3 ? 0 : roll < 0.45 ? null : random.pick(PLAN_PRICES) };
    case 'paid':
    case 'subscription':
      return { type, amount: roll < 0.1 ? null : random.pick(PLAN_PRICES) };
    case 'contact':
      return { type, amount: roll < 0.85 ? null : random.pick([499, 999, 1500]) };
    case 'one-time':
      return { type, amount: random.pick(ONE_TIME_PRICES) };
  }
}

function rating(random: Random): ToolRecord['rating'] {
  const roll = random.float();
  if (roll < 0.08) return { average: null, count: 0 };
  if (roll < 0.11) return { average: 0, count: 0 };
  const count = Math.max(1, Math.floor(10 ** (random.float() * 3.7)));
  // Mostly one decimal (4.6), some two (4.25); skewed towards good ratings like real directories.
  const raw = 5 - 2.2 * random.float() ** 2;
  const decimals = random.chance(0.15) ? 100 : 10;
  return { average: Math.round(raw * decimals) / decimals, count };
}

const OFFSETS_MINUTES = [60, 120, -300, 330, 540, -180];

/** ISO 8601 with a numeric offset; mostly +00:00, some local offsets for the same instant. */
function created(random: Random, from: number, to: number): { createdAt: string; createdMs: number } {
  const instant = from + Math.floor(random.float() * ((to - from) / 1000)) * 1000;
  const offset = random.chance(0.12) ? random.pick(OFFSETS_MINUTES) : 0;
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return { createdAt: `${local}${sign}${hours}:${minutes}`, createdMs: instant };
}

function assignIds(drafts: DraftTool[]): ToolRecord[] {
  const order = drafts.map((_, index) => index);
  order.sort((a, b) => (drafts[a]?.createdMs ?? 0) - (drafts[b]?.createdMs ?? 0) || a - b);
  return order.map((index, position): ToolRecord => {
    const { createdMs: _, ...draft } = drafts[index] as DraftTool;
    return { id: position + 1, ...draft };
  });
}
