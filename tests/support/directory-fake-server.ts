// Test doubles for the directory sync: a paged GET /tools listing whose order the test can shift
// mid-sync, and an in-memory progress storage shared by "restarted" sync instances.
import type { ApiError, Result, Tool, ToolPage } from '../../lib/api/model';
import type { ProgressStorage, SyncProgress } from '../../lib/directory/sync/progress';

export function makeTool(n: number, version = 1): Tool {
  return {
    id: n,
    slug: `tool-${n}`,
    name: `Tool ${n} v${version}`,
    description: `Description of tool ${n}`,
    website: `https://tool-${n}.example/`,
    logo: null,
    price: { type: 'freemium', amount: null },
    verified: n % 2 === 0,
    rating: { average: 4.5, count: n },
    subcategories: [{ id: 1, slug: 'writing', name: 'Writing' }],
    createdAt: '2024-01-01T00:00:00+00:00',
    links: { self: null, alternatives: null, web: null },
  };
}

export function makeTools(count: number, version = 1): Tool[] {
  return Array.from({ length: count }, (_, index) => makeTool(index + 1, version));
}

export interface FakeServer {
  fetchPage: (page: number) => Promise<Result<ToolPage>>;
  /** Every page asked for, in order, across all sync instances using this server. */
  requested: number[];
  listing: Tool[];
  /** Called before a page is served: shift the listing, fail, reset, hang… */
  beforePage?: (page: number) => Promise<Result<ToolPage> | undefined> | Result<ToolPage> | undefined;
}

export function createFakeServer(listing: Tool[], perPage = 100): FakeServer {
  const server: FakeServer = {
    requested: [],
    listing,
    async fetchPage(page) {
      server.requested.push(page);
      const answer = await server.beforePage?.(page);
      if (answer) return answer;
      const items = server.listing.slice((page - 1) * perPage, page * perPage);
      const lastPage = Math.ceil(server.listing.length / perPage);
      return {
        ok: true,
        data: {
          items,
          next: page < lastPage ? `https://directory.example/api/v1/tools?page=${page + 1}` : null,
          total: server.listing.length,
          page,
        },
      };
    },
  };
  return server;
}

export function failure(kind: ApiError['kind'], extra: Partial<ApiError> = {}): Result<ToolPage> {
  return { ok: false, error: { kind, message: `${kind} in test`, ...extra } };
}

/** Never settles: the service worker died while this request was in flight. */
export function hang(): Promise<Result<ToolPage>> {
  return new Promise(() => undefined);
}

export function createMemoryProgress(): ProgressStorage & { value: unknown } {
  const storage = {
    value: null as unknown,
    async get() {
      return storage.value;
    },
    async set(progress: SyncProgress | null) {
      storage.value = structuredClone(progress);
    },
  };
  return storage;
}

let databases = 0;
/** A fresh IndexedDB database name per test: fake-indexeddb lives as long as the test file. */
export function uniqueDbName() {
  databases += 1;
  return `toolscout-directory-test-${databases}`;
}
