// Shared plumbing of the contract tests: a started server, and GETs that return status, headers and body.
import { type RunningServer, type ServerSettings, startServer, type ToolJson } from '../../server/index';

export const TOKEN = 'demo-token';
/** Small enough to generate in a blink, large enough for every category and several pages. */
export const SMALL_DATASET: ServerSettings = { size: 400 };
/** For tests that are not about throttling. */
export const NO_LIMIT: ServerSettings = { rateLimitPerMinute: 1_000_000 };

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T;
}

export interface RequestOptions {
  /** null sends no Authorization header at all. */
  token?: string | null;
  headers?: Record<string, string>;
  method?: string;
}

export function startTestServer(settings: ServerSettings = {}): Promise<RunningServer> {
  return startServer({ ...NO_LIMIT, ...settings, port: 0 });
}

/** `path` relative to the base URL (e.g. "/tools?page=2"), or an absolute URL. */
export async function call<T = unknown>(
  server: RunningServer,
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const url = path.startsWith('http') ? path : `${server.baseUrl}${path}`;
  const token = options.token === undefined ? TOKEN : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: options.method ?? 'GET', headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}

export interface Envelope {
  data: ToolJson[];
  links: { first: string; last: string; prev: string | null; next?: string | null };
  meta: {
    current_page: number;
    total: number;
    per_page: number;
    last_page: number;
    from: number | null;
    to: number | null;
  };
}

export interface CategoryJson {
  id: number;
  slug: string;
  name: string;
  tools_count: number;
  subcategories: Array<{ id: number; slug: string; name: string; tools_count: number }>;
}

/** Every tool of a listing, following links.next from the first page. */
export async function collectAll(server: RunningServer, firstPath: string): Promise<ToolJson[]> {
  const tools: ToolJson[] = [];
  let next: string | null | undefined = `${server.baseUrl}${firstPath}`;
  while (next) {
    const answer: Answer<Envelope> = await call<Envelope>(server, next);
    if (answer.status !== 200) throw new Error(`${next} answered ${answer.status}`);
    tools.push(...answer.body.data);
    next = answer.body.links.next;
  }
  return tools;
}
