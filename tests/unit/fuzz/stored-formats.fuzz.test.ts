// @vitest-environment node
// Stored formats at their trust boundary (issue 32; docs/architecture.md, "Stored formats and updates"):
// any stored value under every key and in every database. Each is read as the default or as a value of
// its format (never a throw), reading and writing it loses nothing stored under any other key, entries
// that can be read survive beside those that cannot, and a newer format is left untouched.
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { openDB } from 'idb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createCache, tokenFingerprint } from '../../../lib/api/cache';
import { apiErrorSchema } from '../../../lib/api/model-schemas';
import { readPersistedBudget } from '../../../lib/api/rate-limit-window';
import { createTabStates } from '../../../lib/background/tab-state';
import {
  readBaseUrl,
  readDeviceOnly,
  readPreferences,
  setDeviceOnly,
  updatePreferences,
  writeBaseUrl,
} from '../../../lib/connection/settings';
import { createAlternativesStore } from '../../../lib/directory/alternatives/store';
import { directoryToolSchema } from '../../../lib/directory/record';
import { createDirectoryStore } from '../../../lib/directory/store';
import { createChangeStore } from '../../../lib/directory/sync/change-store';
import { readProgress } from '../../../lib/directory/sync/progress';
import {
  readCompareSelection,
  readFindFilters,
  saveCompareSelection,
  saveFindFilters,
} from '../../../lib/find/session';
import { createFollowStore, followedSchema } from '../../../lib/follow/follow-store';
import { createWhatsNewService } from '../../../lib/follow/whats-new-service';
import { createHideUntilChangeStore } from '../../../lib/hide-until-change/store';
import { createNotThisToolStore, notThisToolSchema } from '../../../lib/not-this-tool/store';
import { createRecentStore } from '../../../lib/recent/recent-store';
import { createRequestLog, REQUESTS_KEPT_MS } from '../../../lib/request-log/store';
import { createSavedStore } from '../../../lib/saved/saved-store';
import { readGoogleHost, readSerpEngines, setGoogleHost, setSerpEngine } from '../../../lib/serp/settings';
import { anyValue, countCase, FUZZ_TIMEOUT_MS, fuzzParameters, reportCases } from '../../support/fuzz';
import { databaseContents } from '../../support/stored-state';

afterAll(() => reportCases('stored-formats'));
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const NOW = Date.UTC(2026, 5, 1);
const local = fakeBrowser.storage.local;
const sync = fakeBrowser.storage.sync;
const session = fakeBrowser.storage.session;
type Area = typeof local;

const snapshot = (slug: string) => ({
  slug,
  name: `Tool ${slug}`,
  logo: null,
  price: { type: 'freemium', amount: 9 },
  verified: false,
  rating: { average: 4.2, count: 10 },
});
const NEWER = { v: 99 };

/** What a value read back must be: an array whose entries pass `schema`, or the default. */
const eachPasses = (schema: { safeParse(value: unknown): { success: boolean } }) => (value: unknown) =>
  Array.isArray(value) && value.every((entry) => schema.safeParse(entry).success);
const slugged = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => typeof entry?.slug === 'string' && entry.slug !== '');

interface StoredItem {
  area: Area;
  /** The keys this item owns (its version key too). */
  keys: string[];
  /** Reads it the way the extension does; what it answers must pass `valid`. */
  read(): Promise<unknown>;
  valid(read: unknown): boolean;
  /** A write the person can cause; it may be refused, never throw, never touch other keys. */
  write(): Promise<unknown>;
  /** What a write that went through leaves to read (the read value), where the write always fits. */
  written?: (read: unknown) => boolean;
  /** The stored values a newer release would leave, beside any value under the item's keys. */
  newer?: Record<string, unknown>;
  /** What reading a newer format answers. */
  newerRead?: unknown;
}

const sessionTabs = createTabStates(session);
const whatsNew = () =>
  createWhatsNewService({
    changes: { since: async () => [] },
    follows: createFollowStore(sync),
    savedSlugs: async () => new Set(),
    local,
    showMark: async () => undefined,
  });

const ITEMS: Record<string, StoredItem> = {
  apiBaseUrl: {
    area: local,
    keys: ['apiBaseUrl', 'apiBaseUrl$'],
    read: readBaseUrl,
    valid: (value) => typeof value === 'string',
    write: () => writeBaseUrl('https://directory.example/api/v1'),
    newer: { apiBaseUrl$: NEWER },
  },
  preferences: {
    area: local,
    keys: ['preferences', 'preferences$'],
    read: readPreferences,
    valid: (value) =>
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as { mutedHosts?: unknown }).mutedHosts),
    write: () => updatePreferences((current) => ({ ...current, suggestionsEnabled: false })),
    newer: { preferences$: NEWER },
  },
  serpEngines: {
    area: local,
    keys: ['serpEngines', 'serpEngines$'],
    read: readSerpEngines,
    valid: (value) => Array.isArray(value) && value.every((engine) => typeof engine === 'string'),
    write: () => setSerpEngine('bing', true),
    newer: { serpEngines$: NEWER },
  },
  serpGoogleHost: {
    area: local,
    keys: ['serpGoogleHost', 'serpGoogleHost$'],
    read: () => readGoogleHost('de'),
    valid: (value) => typeof value === 'string' && value.includes('google.'),
    write: () => setGoogleHost('www.google.de'),
    newer: { serpGoogleHost$: NEWER },
  },
  deviceOnly: {
    area: local,
    keys: ['deviceOnly', 'deviceOnly$'],
    read: readDeviceOnly,
    valid: (value) => typeof value === 'boolean',
    write: () => setDeviceOnly(false),
    newer: { deviceOnly$: NEWER },
    // Sending less is the safe side.
    newerRead: true,
  },
  directorySyncProgress: {
    area: local,
    keys: ['directorySyncProgress'],
    read: () =>
      readProgress({
        get: async () => (await local.get('directorySyncProgress')).directorySyncProgress,
        set: async () => undefined,
      }),
    valid: (value) =>
      value === null ||
      (typeof value === 'object' && Number.isInteger((value as { nextPage?: number }).nextPage)),
    write: async () => undefined,
  },
  cache: {
    area: local,
    keys: [
      'cache:format',
      'cache:index',
      `cache:https://directory.example/api/v1|${await tokenFingerprint('t')}|categories`,
    ],
    read: async () => {
      const cache = createCache({
        area: local,
        scope: { baseUrl: 'https://directory.example/api/v1', token: 't' },
        now: () => NOW,
      });
      const { z } = await import('zod/mini');
      return cache.read('categories', z.array(z.string()));
    },
    valid: (value) =>
      value === null || (typeof value === 'object' && Array.isArray((value as { value?: unknown }).value)),
    write: async () => {
      const cache = createCache({
        area: local,
        scope: { baseUrl: 'https://directory.example/api/v1', token: 't' },
        now: () => NOW,
      });
      await cache.write('categories', ['a'], 60_000);
    },
    newer: { 'cache:format': 99 },
    newerRead: null,
  },
  recentlyViewed: {
    area: local,
    keys: ['recentlyViewed', 'recentlyViewed$'],
    read: async () => await createRecentStore(local).list(),
    valid: slugged,
    written: (read) => (read as { slug: string }[])[0]?.slug === 'recent-one',
    write: () => createRecentStore(local, () => NOW).add({ ...snapshot('recent-one') }),
    newer: { recentlyViewed$: NEWER },
    newerRead: [],
  },
  notThisTool: {
    area: local,
    keys: ['notThisTool', 'notThisTool$'],
    read: () => createNotThisToolStore(local).list(),
    valid: eachPasses(notThisToolSchema),
    written: (read) => (read as { slug: string }[]).some((entry) => entry.slug === 'jasper'),
    write: () =>
      createNotThisToolStore(local).add({ slug: 'jasper', name: 'Jasper', host: 'jasper.ai', at: NOW }),
    newer: { notThisTool$: NEWER },
    newerRead: [],
  },
  whatsNew: {
    area: local,
    keys: ['whatsNewSeen', 'whatsNewMark'],
    read: async () => ({ mark: await whatsNew().markEnabled(), view: await whatsNew().get() }),
    valid: (value) => typeof (value as { mark?: unknown }).mark === 'boolean',
    write: () => whatsNew().markSeen(NOW),
  },
  hiddenUntilChange: {
    area: local,
    keys: ['hiddenUntilChange', 'hiddenUntilChange$'],
    read: () => createHideUntilChangeStore(local).list(),
    valid: slugged,
    written: (read) => (read as { slug: string }[]).some((entry) => entry.slug === 'jasper'),
    write: () =>
      createHideUntilChangeStore(local).add({
        slug: 'jasper',
        name: 'Jasper',
        host: 'jasper.ai',
        hiddenAt: NOW,
        rating: { average: 4, count: 3 },
        price: { type: 'free', amount: null },
        alternatives: null,
      }),
    newer: { hiddenUntilChange$: NEWER },
    newerRead: [],
  },
  findFilters: {
    area: local,
    keys: ['findFilters', 'findFilters$'],
    read: readFindFilters,
    valid: (value) => typeof value === 'object' && value !== null && 'sort' in value,
    write: () => saveFindFilters({ price: 'free', minRating: 4, verifiedOnly: true, sort: 'rating' }),
    newer: { findFilters$: NEWER },
  },
  compareSelection: {
    area: local,
    keys: ['compareSelection', 'compareSelection$'],
    read: readCompareSelection,
    valid: slugged,
    write: () => saveCompareSelection([{ slug: 'jasper', name: 'Jasper' }]),
    newer: { compareSelection$: NEWER },
    newerRead: [],
  },
  saved: {
    area: sync,
    keys: ['saved.index', 'saved.0', 'saved.1'],
    read: async () => (await createSavedStore(sync).list()).tools,
    valid: slugged,
    written: (read) => (read as { slug: string }[]).some((entry) => entry.slug === 'saved-one'),
    write: () => createSavedStore(sync, () => NOW).set(snapshot('saved-one'), true),
    newer: { 'saved.index': { v: 99, chunks: 2 } },
    newerRead: [],
  },
  followed: {
    area: sync,
    keys: ['followed', 'followed$'],
    read: () => createFollowStore(sync).list(),
    valid: eachPasses(followedSchema),
    write: () =>
      createFollowStore(sync).set(
        { kind: 'subcategory', slug: 'writing', name: 'Writing', subcategories: ['writing'] },
        true,
      ),
    newer: { followed$: NEWER },
    newerRead: [],
  },
  rateLimit: {
    area: session,
    keys: ['rateLimit:x'],
    read: async () => readPersistedBudget((await session.get('rateLimit:x'))['rateLimit:x']),
    valid: (value) =>
      value === null || (typeof value === 'object' && Array.isArray((value as { sync?: unknown }).sync)),
    write: async () => undefined,
  },
  'tab:<id>': {
    area: session,
    keys: ['tab:7'],
    read: () => sessionTabs.get(7),
    valid: (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { dismissed?: unknown }).dismissed === 'boolean',
    write: () => sessionTabs.update(7, (state) => ({ ...state, dismissed: true })),
  },
};

/** Values another item, or another version, keeps beside this one: they must come through untouched. */
const BYSTANDERS = {
  'other:list': [{ slug: 'kept', n: 1 }],
  'other:text': 'kept',
  'other:number': 42,
};

/** A value stored under each of the item's keys (absent, or anything). */
function storedValues(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      ...keys.map((key) =>
        fc
          .option(
            fc.oneof(
              anyValue(),
              fc.array(fc.oneof(fc.constant(snapshot(key)), anyValue()), { maxLength: 5 }),
            ),
            { nil: undefined },
          )
          .map((value) => [key, value] as const),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== undefined)));
}

/** What storage keeps of a value: fakeBrowser stores a structured clone, as a browser stores JSON. */
function storable(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(values, (_, value) =>
      typeof value === 'function' || typeof value === 'symbol' ? undefined : value,
    ) ?? '{}',
  );
}

async function reset(): Promise<void> {
  await Promise.all([local.clear(), sync.clear(), session.clear()]);
}

const without = (all: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(all).filter(([key]) => !keys.includes(key)));

describe('any stored value under every key', () => {
  for (const [name, item] of Object.entries(ITEMS)) {
    it(
      `${name}: read as the default or its format, written without losing another key`,
      async () => {
        await fc.assert(
          fc.asyncProperty(storedValues(item.keys), async (values) => {
            countCase(`storage: ${name}`);
            await reset();
            await item.area.set({ ...BYSTANDERS, ...storable(values) });
            const others = without(await item.area.get(null), item.keys);
            expect(item.valid(await item.read()), JSON.stringify(await item.read())).toBe(true);
            await item.write();
            expect(item.valid(await item.read())).toBe(true);
            expect(without(await item.area.get(null), item.keys)).toEqual(others);
          }),
          fuzzParameters(0.5),
        );
      },
      FUZZ_TIMEOUT_MS,
    );

    if (!item.newer) continue;
    const newer = item.newer;
    it(
      `${name}: a newer release's format is not read and not written over`,
      async () => {
        await fc.assert(
          fc.asyncProperty(storedValues(item.keys.filter((key) => !(key in newer))), async (values) => {
            countCase(`storage: ${name} (newer)`);
            await reset();
            await item.area.set({ ...BYSTANDERS, ...storable(values), ...newer });
            const before = await item.area.get(null);
            const read = await item.read();
            if ('newerRead' in item) expect(read).toEqual(item.newerRead);
            await item.write();
            expect(await item.area.get(null)).toEqual(before);
          }),
          fuzzParameters(0.25),
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }
});

// ---- IndexedDB: any record in every store ------------------------------------------------------------

const anyRecord = fc.oneof(
  anyValue(),
  fc.record(
    {
      slug: fc.oneof(fc.string({ maxLength: 10 }), anyValue()),
      rank: anyValue(),
      name: anyValue(),
      website: anyValue(),
    },
    { requiredKeys: [] },
  ),
);

const validTool = (slug: string, rank: number) => ({
  id: rank,
  slug,
  name: `Tool ${slug}`,
  description: '',
  website: `https://${slug}.example/`,
  logo: null,
  price: { type: 'free', amount: null },
  verified: false,
  rating: { average: 4, count: 2 },
  subcategories: [],
  createdAt: null,
  rank,
  missedSyncs: 0,
});

describe('any record in every database', () => {
  it(
    'toolscout-directory: unreadable records and meta are skipped, never deleted; readable ones are listed',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(anyRecord, { maxLength: 6 }), anyValue(), async (junk, meta) => {
          countCase('IndexedDB: toolscout-directory');
          globalThis.indexedDB = new IDBFactory();
          const store = createDirectoryStore();
          await store.getMeta();
          await store.close();
          const db = await openDB('toolscout-directory', 1);
          await db.put('tools', validTool('kept-a', 0));
          await db.put('tools', validTool('kept-b', 1));
          for (const [i, record] of junk.entries()) {
            const value =
              typeof record === 'object' && record !== null && !Array.isArray(record)
                ? { ...record, slug: `junk-${i}` }
                : { slug: `junk-${i}`, value: record };
            await db.put('tools', structuredClone(storable({ value }).value as object));
          }
          await db.put('meta', storable({ meta }).meta ?? null, 'meta');
          db.close();
          const before = await databaseContents();

          const reopened = createDirectoryStore();
          const all = await reopened.getAll();
          expect(all.map((tool) => tool.slug)).toEqual(expect.arrayContaining(['kept-a', 'kept-b']));
          for (const tool of all) expect(directoryToolSchema.safeParse(tool).success).toBe(true);
          expect(
            (await reopened.getTop(10)).every((tool) => directoryToolSchema.safeParse(tool).success),
          ).toBe(true);
          expect((await reopened.get('kept-a'))?.slug).toBe('kept-a');
          const readMeta = await reopened.getMeta();
          expect(readMeta.lastError === null || apiErrorSchema.safeParse(readMeta.lastError).success).toBe(
            true,
          );
          await reopened.count();
          await reopened.close();
          // The records are all still there; only a meta without a live count gets one (counted once).
          const after = (await databaseContents())['toolscout-directory'];
          const { meta: _meta, ...records } = before['toolscout-directory'] ?? {};
          expect(after).toMatchObject(records);
        }),
        fuzzParameters(0.25),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'toolscout-changes: an unreadable change set is left out and kept until it is 30 days old',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(anyValue(), { maxLength: 5 }), async (junk) => {
          countCase('IndexedDB: toolscout-changes');
          globalThis.indexedDB = new IDBFactory();
          const changes = createChangeStore();
          const valid = (syncedAt: number) => ({
            format: 1 as const,
            syncedAt,
            previousSyncAt: syncedAt - 1,
            added: [],
            removed: [],
            ratings: [],
            prices: [],
            truncated: false,
          });
          await changes.add(valid(NOW - 1_000));
          await changes.close();
          const db = await openDB('toolscout-changes', 1);
          for (const [i, value] of junk.entries()) {
            const record =
              typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value };
            await db.put('changeSets', {
              ...(storable({ record }).record as object),
              syncedAt: NOW - 10_000 - i,
            });
          }
          db.close();
          const reopened = createChangeStore();
          const read = await reopened.since(0);
          expect(read.map((set) => set.syncedAt)).toContain(NOW - 1_000);
          await reopened.add(valid(NOW));
          const after = await openDB('toolscout-changes', 1);
          // Nothing younger than 30 days went: the unreadable ones stay for a newer release to read.
          expect(await after.count('changeSets')).toBe(junk.length + 2);
          after.close();
          await reopened.close();
        }),
        fuzzParameters(0.25),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'toolscout-requests: an unreadable entry is left out, and the log still takes new entries',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(anyValue(), { minLength: 1, maxLength: 5 }), async (junk) => {
          countCase('IndexedDB: toolscout-requests');
          globalThis.indexedDB = new IDBFactory();
          const log = createRequestLog({ now: () => NOW });
          await log.list();
          await log.close();
          const db = await openDB('toolscout-requests', 1);
          for (const value of junk) await db.add('requests', storable({ value }).value ?? null);
          db.close();
          const reopened = createRequestLog({ now: () => NOW });
          expect(await reopened.list()).toEqual([]);
          reopened.add({
            at: NOW,
            reason: 'search',
            method: 'GET',
            path: '/search',
            params: { q: 'video' },
            outcome: 200,
          });
          expect((await reopened.list()).map((entry) => entry.path)).toEqual(['/search']);
          await reopened.close();
          expect(REQUESTS_KEPT_MS).toBeGreaterThan(0);
        }),
        fuzzParameters(0.25),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'toolscout-alternatives: an unreadable entry is not answered, and is replaced when fetched again',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyValue(), async (junk) => {
          countCase('IndexedDB: toolscout-alternatives');
          globalThis.indexedDB = new IDBFactory();
          const store = createAlternativesStore();
          await store.getMeta();
          await store.close();
          const db = await openDB('toolscout-alternatives', 1);
          const names = [...db.objectStoreNames];
          const keyed = db.transaction('alternatives').store.keyPath;
          const record =
            typeof junk === 'object' && junk !== null && !Array.isArray(junk) ? junk : { value: junk };
          if (keyed)
            await db.put('alternatives', { ...(storable({ record }).record as object), slug: 'jasper' });
          else await db.put('alternatives', storable({ junk }).junk ?? null, 'jasper');
          await db.put('meta', storable({ junk }).junk ?? null, 'meta');
          db.close();
          expect(names).toContain('alternatives');
          const reopened = createAlternativesStore();
          const answer = await reopened.get('jasper');
          expect(answer === undefined || Array.isArray(answer.alternatives)).toBe(true);
          await reopened.getMeta();
          await reopened.close();
        }),
        fuzzParameters(0.25),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'a database a newer release upgraded is left as it is: this release works beside it',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'toolscout-directory',
            'toolscout-changes',
            'toolscout-requests',
            'toolscout-alternatives',
          ),
          fc.array(anyValue(), { maxLength: 3 }),
          async (name, values) => {
            countCase('IndexedDB: newer version');
            globalThis.indexedDB = new IDBFactory();
            const newer = await openDB(name, 2, {
              upgrade: (db) => db.createObjectStore('future', { autoIncrement: true }),
            });
            for (const value of values) await newer.add('future', storable({ value }).value ?? null);
            newer.close();
            const before = (await databaseContents())[name];
            const stores = {
              'toolscout-directory': async () => {
                const store = createDirectoryStore();
                await store.getAll();
                await store.close();
              },
              'toolscout-changes': async () => {
                const store = createChangeStore();
                await store.add({
                  format: 1 as const,
                  syncedAt: NOW,
                  previousSyncAt: NOW - 1,
                  added: [],
                  removed: [],
                  ratings: [],
                  prices: [],
                  truncated: false,
                });
                await store.close();
              },
              'toolscout-requests': async () => {
                const log = createRequestLog({ now: () => NOW });
                log.add({ at: NOW, reason: 'sync', method: 'GET', path: '/tools', params: {}, outcome: 200 });
                await log.list();
                await log.close();
              },
              'toolscout-alternatives': async () => {
                const store = createAlternativesStore();
                await store.getMeta();
                await store.close();
              },
            };
            await stores[name]();
            expect((await databaseContents())[name]).toEqual(before);
          },
        ),
        fuzzParameters(0.1),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
