// The mutable side of a running server: current options, rate-limit windows, request log.
import { type Catalog, catalogFor } from './catalog/catalog';
import { datasetOnDay } from './dataset/day';
import { generateDataset } from './dataset/generate';
import type { Dataset, DatasetKind } from './dataset/types';
import { ToolRenderer } from './http/tool-json';
import { resolveOptions, type ServerOptions, type ServerSettings } from './options';
import { Random } from './random';
import { FixedWindowRateLimiter } from './rate-limiter';
import { RequestLog } from './request-log';

const FIXED_AFTER_START = ['host', 'port', 'seed', 'size', 'dataset'] as const;

/** Days' directories kept at once (a test moves from one day to the next). */
const DAYS_KEPT = 4;

export class ServerState {
  private current: ServerOptions;
  /** The generated directory's catalog, and each test day's (faults.day). */
  private readonly days = new Map<number, { catalog: Catalog; renderer: ToolRenderer }>();
  readonly limiter = new FixedWindowRateLimiter();
  readonly log = new RequestLog();
  /** Seeded too, so a run with fault rates is reproducible. */
  readonly faultRandom: Random;
  /** faults.emptyPageOnce has been served since the options were last set. */
  private emptyPageServed = false;

  constructor(
    private readonly initial: ServerOptions,
    readonly dataset: Dataset = datasetFor(initial.seed, initial.size, initial.dataset),
  ) {
    this.current = initial;
    this.dayOf(0);
    this.faultRandom = new Random(initial.seed ^ 0x9e3779b9);
  }

  get options(): ServerOptions {
    return this.current;
  }

  /** The directory as it is today: the generated one, or faults.day days later (test switch). */
  get catalog(): Catalog {
    return this.today().catalog;
  }

  /** Tool JSON of today's directory (a tool's rating may differ from one day to the next). */
  get renderer(): ToolRenderer {
    return this.today().renderer;
  }

  private today() {
    const { enabled, day } = this.current.faults;
    return this.dayOf(enabled ? day : 0);
  }

  private dayOf(day: number) {
    let served = this.days.get(day);
    if (!served) {
      if (this.days.size >= DAYS_KEPT) {
        for (const kept of this.days.keys()) if (kept !== 0) this.days.delete(kept);
      }
      const catalog = catalogFor(datasetOnDay(this.dataset, day)).warmUp();
      served = { catalog, renderer: new ToolRenderer(catalog, () => this.current.quirks) };
      this.days.set(day, served);
    }
    return served;
  }

  /**
   * The options become the start options with `settings` applied: calls do not accumulate, and
   * setOptions({}) restores the start options.
   */
  setOptions(settings: ServerSettings): void {
    const next = resolveOptions(this.initial, settings);
    for (const name of FIXED_AFTER_START) {
      if (next[name] !== this.initial[name]) throw new Error(`${name} cannot change while the server runs`);
    }
    this.current = next;
    this.emptyPageServed = false;
  }

  /** True exactly once for the listing page faults.emptyPageOnce names (when faults are enabled). */
  takeEmptyPageFault(page: number): boolean {
    const { enabled, emptyPageOnce } = this.current.faults;
    if (!enabled || emptyPageOnce !== page || this.emptyPageServed) return false;
    this.emptyPageServed = true;
    return true;
  }
}

const datasets = new Map<string, Dataset>();

/** Generating takes a few hundred ms: servers in one process with the same seed and size share it. */
export function datasetFor(seed: number, size: number, kind: DatasetKind = 'standard'): Dataset {
  const key = `${seed}:${size}:${kind}`;
  let dataset = datasets.get(key);
  if (!dataset) {
    if (datasets.size >= 4) datasets.clear();
    dataset = generateDataset(seed, size, kind);
    datasets.set(key, dataset);
  }
  return dataset;
}
