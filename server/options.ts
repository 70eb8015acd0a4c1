// Every setting of the reference server, its defaults, and how the environment maps onto it.
import type { DatasetKind } from './dataset/types';
import { hashText } from './random';

export type ApiShape = 'laravel' | 'bare';

export interface FaultOptions {
  /** Nothing below has any effect unless this is true (env FAULTS=1). */
  enabled: boolean;
  /** Added delay before every API answer. */
  latencyMs: number;
  /** Share (0..1) of API answers replaced by a 500 or 503. */
  errorRate: number;
  /** Share (0..1) of API answers whose JSON body is cut in half. */
  malformedRate: number;
  /** Share (0..1) of API requests whose socket is destroyed without an answer. */
  dropRate: number;
  /**
   * This page of GET /tools answers once with an empty `data` (total and links unchanged), as a
   * glitching directory would; armed again by every setOptions. null: off.
   */
  emptyPageOnce: number | null;
  /**
   * The directory this many days later (server/dataset/day.ts): tools published and delisted,
   * ratings and prices moved. 0: the generated directory.
   */
  day: number;
}

export interface ServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  tokens: string[];
  /** Tokens that answer 401 even when listed in `tokens`. */
  revokedTokens: string[];
  /** Requests allowed per token in one window. */
  rateLimitPerMinute: number;
  rateLimitWindowMs: number;
  shape: ApiShape;
  seed: number;
  /** Number of publicly visible tools; hidden ones come on top. */
  size: number;
  faults: FaultOptions;
  /** One line per request on stdout (never the token). */
  logRequests: boolean;
  /**
   * Off (default): every answer is contract-valid. On (env API_QUIRKS=1): the real-world oddities a
   * client must survive: null amounts, decimals as strings, rating absent or {average: null}, extra fields.
   */
  quirks: boolean;
  /** `hostile` (env DATASET=hostile) adds the hostile fixture's tools, sent outside the contract. */
  dataset: DatasetKind;
}

/** What callers pass: any subset, with faults merged field by field. */
export type ServerSettings = Partial<Omit<ServerOptions, 'faults'>> & { faults?: Partial<FaultOptions> };

export const DEMO_TOKEN = 'demo-token';
export const API_PREFIX = '/api/v1';

export const DEFAULT_FAULTS: FaultOptions = {
  enabled: false,
  latencyMs: 0,
  errorRate: 0,
  malformedRate: 0,
  dropRate: 0,
  emptyPageOnce: null,
  day: 0,
};

/** `npm run server` listens here unless PORT says otherwise. */
export const DEFAULT_CLI_PORT = 8787;

export const DEFAULT_OPTIONS: ServerOptions = {
  host: '127.0.0.1',
  // In-process servers (tests, benchmarks) take a free port unless told otherwise.
  port: 0,
  tokens: [DEMO_TOKEN],
  revokedTokens: [],
  rateLimitPerMinute: 60,
  rateLimitWindowMs: 60_000,
  shape: 'laravel',
  seed: 1,
  size: 8123,
  faults: DEFAULT_FAULTS,
  logRequests: false,
  quirks: false,
  dataset: 'standard',
};

export function resolveOptions(base: ServerOptions, settings: ServerSettings = {}): ServerOptions {
  const { faults, ...rest } = settings;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const merged: ServerOptions = {
    ...base,
    ...(defined as Partial<ServerOptions>),
    faults: { ...base.faults, ...definedFaults(faults) },
  };
  validateOptions(merged);
  return merged;
}

function definedFaults(faults: Partial<FaultOptions> | undefined): Partial<FaultOptions> {
  if (!faults) return {};
  return Object.fromEntries(Object.entries(faults).filter(([, value]) => value !== undefined));
}

function validateOptions(options: ServerOptions): void {
  const rates: Array<[string, number]> = [
    ['errorRate', options.faults.errorRate],
    ['malformedRate', options.faults.malformedRate],
    ['dropRate', options.faults.dropRate],
  ];
  for (const [name, rate] of rates) {
    if (!(rate >= 0 && rate <= 1)) throw new Error(`faults.${name} must be between 0 and 1, got ${rate}`);
  }
  if (!(options.faults.latencyMs >= 0)) throw new Error('faults.latencyMs must be 0 or more');
  const emptyPage = options.faults.emptyPageOnce;
  if (emptyPage !== null && !(Number.isInteger(emptyPage) && emptyPage >= 1)) {
    throw new Error(`faults.emptyPageOnce must be a page number (1 or more) or null, got ${emptyPage}`);
  }
  if (!(Number.isInteger(options.faults.day) && options.faults.day >= 0)) {
    throw new Error(`faults.day must be a whole number of days (0 or more), got ${options.faults.day}`);
  }
  if (!Number.isInteger(options.rateLimitPerMinute) || options.rateLimitPerMinute < 1) {
    throw new Error('rateLimitPerMinute must be a positive integer');
  }
  if (!(options.rateLimitWindowMs >= 1)) throw new Error('rateLimitWindowMs must be at least 1 ms');
  if (options.shape !== 'laravel' && options.shape !== 'bare') {
    throw new Error(`shape must be "laravel" or "bare", got ${String(options.shape)}`);
  }
  if (!Number.isInteger(options.size) || options.size < 1) throw new Error('size must be a positive integer');
  if (options.dataset !== 'standard' && options.dataset !== 'hostile') {
    throw new Error(`dataset must be "standard" or "hostile", got ${String(options.dataset)}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65_535) {
    throw new Error('port must be an integer from 0 to 65535');
  }
}

type Env = Record<string, string | undefined>;

/** Reads the settings of `npm run server` from the environment; unknown or empty variables are ignored. */
export function settingsFromEnv(env: Env): ServerSettings {
  const settings: ServerSettings = {};
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const number = (name: string): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${value}"`);
    return parsed;
  };
  const list = (name: string): string[] | undefined =>
    text(name)
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);

  settings.port = number('PORT');
  settings.host = text('HOST');
  settings.tokens = list('API_TOKENS');
  settings.revokedTokens = list('REVOKED_TOKENS');
  settings.rateLimitPerMinute = number('RATE_LIMIT_PER_MINUTE');
  settings.rateLimitWindowMs = number('RATE_LIMIT_WINDOW_MS');
  const shape = text('API_SHAPE');
  if (shape !== undefined) {
    if (shape !== 'laravel' && shape !== 'bare')
      throw new Error(`API_SHAPE must be laravel or bare, got "${shape}"`);
    settings.shape = shape;
  }
  const seed = text('DATASET_SEED');
  if (seed !== undefined) settings.seed = /^\d+$/.test(seed) ? Number(seed) >>> 0 : hashText(seed);
  settings.size = number('DATASET_SIZE');
  settings.logRequests = text('LOG_REQUESTS') === '1' ? true : undefined;
  settings.quirks = text('API_QUIRKS') === '1' ? true : undefined;
  const dataset = text('DATASET');
  if (dataset !== undefined) {
    if (dataset !== 'standard' && dataset !== 'hostile')
      throw new Error(`DATASET must be standard or hostile, got "${dataset}"`);
    settings.dataset = dataset;
  }
  if (text('FAULTS') === '1') {
    settings.faults = {
      enabled: true,
      latencyMs: number('FAULT_LATENCY_MS'),
      errorRate: number('FAULT_ERROR_RATE'),
      malformedRate: number('FAULT_MALFORMED_RATE'),
      dropRate: number('FAULT_DROP_RATE'),
      emptyPageOnce: number('FAULT_EMPTY_PAGE_ONCE'),
      day: number('FAULT_DAY'),
    };
  }
  return settings;
}
