// What the server saw, for tests to prove which requests a client made. Never holds a token.
import { createHash } from 'node:crypto';

export interface RequestLogEntry {
  /** Epoch ms when the request arrived. */
  time: number;
  method: string;
  path: string;
  query: Record<string, string>;
  /** 0 when the socket was dropped on purpose (fault switch). */
  status: number;
  durationMs: number;
  /** First 16 hex digits of the sha256 of the bearer token; null without one. */
  tokenHash: string | null;
  /** Lowercased names; `authorization` and `cookie` are left out. */
  headers: Record<string, string>;
}

const HIDDEN_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
// Plenty for any test; a long-running dev server does not grow without bound.
const MAX_ENTRIES = 100_000;

export class RequestLog {
  /** Live: the same array for the server's lifetime (clear() empties it in place). */
  readonly entries: RequestLogEntry[] = [];

  add(entry: RequestLogEntry): void {
    if (this.entries.length >= MAX_ENTRIES) this.entries.splice(0, MAX_ENTRIES / 10);
    this.entries.push(entry);
  }

  clear(): void {
    this.entries.length = 0;
  }
}

const hashes = new Map<string, string>();

export function tokenHash(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = createHash('sha256').update(token).digest('hex').slice(0, 16);
    if (hashes.size > 1_000) hashes.clear();
    hashes.set(token, hash);
  }
  return hash;
}

export function loggableHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!HIDDEN_HEADERS.has(name)) result[name] = value;
  });
  return result;
}

/** Query parameters for the log; values of anything named like a token are masked. */
export function loggableQuery(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of params) result[name] = /token|secret|password/i.test(name) ? '***' : value;
  return result;
}
