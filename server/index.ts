// The reference server's programmatic API, for the test harness and benchmarks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { buildApp } from './app';
import type { Dataset } from './dataset/types';
import {
  API_PREFIX,
  DEFAULT_OPTIONS,
  resolveOptions,
  type ServerOptions,
  type ServerSettings,
} from './options';
import type { RequestLogEntry } from './request-log';
import { ServerState } from './state';

export { createApp } from './app';
export { generateDataset } from './dataset/generate';
export { HOSTILE_CARD_TOOL, HOSTILE_TOOLS, type HostileTool } from './dataset/hostile-tools';
export { EDGE_CASE_TOOLS, type FixedTool, KNOWN_TOOLS, NESTED_TOOLS } from './dataset/known-tools';
export type {
  CategoryRecord,
  Dataset,
  DatasetKind,
  SubcategoryRecord,
  ToolRecord,
  Visibility,
} from './dataset/types';
export type { ToolJson, WireToolJson } from './http/tool-json';
export {
  type ApiShape,
  DEMO_TOKEN,
  type FaultOptions,
  type ServerOptions,
  type ServerSettings,
} from './options';
export { type RequestLogEntry, tokenHash } from './request-log';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234/api/v1 */
  baseUrl: string;
  /** e.g. http://127.0.0.1:41234 (the website stand-in pages and logos live here) */
  origin: string;
  port: number;
  /** Live: every request since start or the last clearLog(), oldest first. */
  requestLog: readonly RequestLogEntry[];
  clearLog(): void;
  /** The start options with these applied (calls do not accumulate; setOptions({}) restores them). */
  setOptions(settings: ServerSettings): void;
  /** The options in force now. */
  readonly options: Readonly<ServerOptions>;
  resetRateLimits(): void;
  dataset: Dataset;
  /** From the call of startServer to listening, dataset generation and indexes included. */
  startupMs: number;
  close(): Promise<void>;
}

export async function startServer(settings: ServerSettings = {}): Promise<RunningServer> {
  const started = performance.now();
  const options = resolveOptions(DEFAULT_OPTIONS, settings);
  const state = new ServerState(options);
  const app = buildApp(state);
  const server = createServer(getRequestListener(app.fetch));
  // Node closes an idle kept-alive connection after 5 s, and a client that picks that connection just as
  // it closes gets a reset (seen in the contract tests on a loaded machine). 75 s, nginx's default,
  // as a Laravel app's usual front would: the client gives it up first.
  server.keepAliveTimeout = 75_000;
  // Longer than that, as Node advises, so a kept-alive connection's next request is never cut short.
  server.headersTimeout = 76_000;
  await listen(server, options.port, options.host);
  const port = (server.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const origin = `http://${host}:${port}`;
  return {
    baseUrl: `${origin}${API_PREFIX}`,
    origin,
    port,
    requestLog: state.log.entries,
    clearLog: () => state.log.clear(),
    setOptions: (next) => state.setOptions(next),
    get options() {
      return state.options;
    },
    resetRateLimits: () => state.limiter.reset(),
    dataset: state.dataset,
    startupMs: performance.now() - started,
    close: () => close(server),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would hold close() open until they time out.
    server.closeAllConnections();
  });
}
