// `npm run server`: the reference API v1 on loopback, configured by environment variables
// (PORT, HOST, API_TOKENS, REVOKED_TOKENS, RATE_LIMIT_PER_MINUTE, RATE_LIMIT_WINDOW_MS, API_SHAPE,
// DATASET_SEED, DATASET_SIZE, DATASET=hostile, API_QUIRKS=1, LOG_REQUESTS=1, FAULTS=1 with FAULT_*).
import { type RunningServer, startServer } from './index';
import { DEFAULT_CLI_PORT, DEMO_TOKEN, settingsFromEnv } from './options';

async function start(): Promise<RunningServer> {
  try {
    const settings = settingsFromEnv(process.env);
    return await startServer({ ...settings, port: settings.port ?? DEFAULT_CLI_PORT });
  } catch (error) {
    process.stderr.write(
      `Cannot start the reference server: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

const server = await start();
const { options, dataset } = server;
const tokens =
  options.tokens.length === 1 && options.tokens[0] === DEMO_TOKEN
    ? `token     ${DEMO_TOKEN}`
    : `tokens    ${options.tokens.length} from API_TOKENS`;
const lines = [
  'Toolscout reference API v1',
  `  base URL  ${server.baseUrl}`,
  `  ${tokens}`,
  `  dataset   ${dataset.visibleTools.length} visible + ${dataset.hiddenTools.length} hidden tools (seed ${options.seed}), shape ${options.shape}`,
  `  limit     ${options.rateLimitPerMinute} requests per ${options.rateLimitWindowMs / 1000} s per token`,
];
if (options.faults.enabled) lines.push(`  faults    ${JSON.stringify(options.faults)}`);
if (options.quirks) lines.push('  quirks    on: answers outside the contract (API_QUIRKS=1)');
if (options.dataset === 'hostile') lines.push('  dataset   with the hostile tools (DATASET=hostile)');
// performance.now() counts from process start: this is the whole startup, module loading included.
lines.push(`ready in ${Math.round(performance.now())} ms (server ${Math.round(server.startupMs)} ms)`);
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
