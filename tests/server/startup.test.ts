import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index';
import { settingsFromEnv } from '../../server/options';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

interface Started {
  output: () => string;
  child: ChildProcess;
}

/** Runs server/main.ts like `npm run server` does, and waits for its "ready" line. */
function runCli(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    // Within the test's own limit (vitest.config.ts), so that a slow start says what it printed.
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${output}`)), 100_000);
    child.stdout?.on('data', () => {
      if (/ready in \d+ ms/.test(output)) {
        clearTimeout(timer);
        resolve({ output: () => output, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(stop));
});

describe('startup', () => {
  // How fast it starts is measured by `npm run bench` (budget: 2 s), not asserted here.
  it('starts with the default dataset and reports its startup time', async () => {
    const server = await startServer({ port: 0 });
    try {
      expect(server.dataset.visibleTools.length).toBeGreaterThanOrEqual(8_000);
      expect(server.startupMs).toBeGreaterThan(0);
      expect(server.baseUrl).toBe(`http://127.0.0.1:${server.port}/api/v1`);
      expect(server.origin).toBe(`http://127.0.0.1:${server.port}`);
    } finally {
      await server.close();
    }
  });

  it('`npm run server` (server/main.ts) prints its base URL, the demo token and its startup time', async () => {
    const { output } = await runCli({});
    const text = output();
    const baseUrl = /base URL\s+(http:\/\/127\.0\.0\.1:\d+\/api\/v1)\n/.exec(text)?.[1];
    expect(baseUrl, text).toBeDefined();
    expect(text).toMatch(/token\s+demo-token/);
    const serverMs = Number(/\(server (\d+) ms\)/.exec(text)?.[1]);
    expect(serverMs).toBeGreaterThan(0);
    const answer = await fetch(`${baseUrl}/tools?per_page=1`, {
      headers: { Authorization: 'Bearer demo-token' },
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { meta: { total: number } };
    expect(body.meta.total).toBeGreaterThanOrEqual(8_000);
  });

  it('reads its settings from the environment, logs one line per request without the token, and stops on SIGTERM', async () => {
    const { output, child } = await runCli({
      DATASET_SIZE: '300',
      DATASET_SEED: '42',
      API_TOKENS: 'alpha-secret,beta-secret',
      REVOKED_TOKENS: 'beta-secret',
      RATE_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_WINDOW_MS: '30000',
      API_SHAPE: 'bare',
      LOG_REQUESTS: '1',
    });
    const baseUrl = /base URL\s+(\S+)\n/.exec(output())?.[1] ?? '';
    expect(output()).not.toContain('alpha-secret');
    const get = (token: string, route = '/tools/chatgpt') =>
      fetch(`${baseUrl}${route}`, { headers: { Authorization: `Bearer ${token}` } });

    const first = await get('alpha-secret');
    expect(first.status).toBe(200);
    expect(((await first.json()) as { slug: string }).slug).toBe('chatgpt');
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect((await get('beta-secret')).status).toBe(401);
    await get('alpha-secret');
    await get('alpha-secret', '/tools?per_page=2&page=3');
    const limited = await get('alpha-secret');
    expect(limited.status).toBe(429);
    // 30 s, not 60: the window set is the one used (and a loaded machine still sends all five within it).
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    const total = (
      (await (
        await fetch(`${baseUrl}/tools`, { headers: { Authorization: 'Bearer alpha-secret' } })
      ).json()) as {
        message?: string;
      }
    ).message;
    expect(total).toBe('Too Many Attempts.');

    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = output().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/tools\/chatgpt 200 \d+\.\dms$/));
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/tools\/chatgpt 401 /));
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/tools\?per_page=2&page=3 200 /));
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/tools\/chatgpt 429 /));
    expect(output()).not.toContain('alpha-secret');
    expect(output()).not.toContain('beta-secret');
    expect(await stop(child)).toBe(0);
  });

  it('maps every environment variable onto the options, and rejects nonsense', () => {
    expect(
      settingsFromEnv({
        PORT: '9000',
        HOST: '127.0.0.2',
        API_TOKENS: 'a, b ,c',
        REVOKED_TOKENS: 'b',
        RATE_LIMIT_PER_MINUTE: '10',
        RATE_LIMIT_WINDOW_MS: '1000',
        API_SHAPE: 'bare',
        DATASET_SEED: '7',
        DATASET_SIZE: '500',
        LOG_REQUESTS: '1',
      }),
    ).toMatchObject({
      port: 9000,
      host: '127.0.0.2',
      tokens: ['a', 'b', 'c'],
      revokedTokens: ['b'],
      rateLimitPerMinute: 10,
      rateLimitWindowMs: 1000,
      shape: 'bare',
      seed: 7,
      size: 500,
      logRequests: true,
    });
    expect(settingsFromEnv({ DATASET_SEED: 'demo' }).seed).toBe(
      settingsFromEnv({ DATASET_SEED: 'demo' }).seed,
    );
    expect(settingsFromEnv({ DATASET_SEED: 'demo' }).seed).not.toBe(
      settingsFromEnv({ DATASET_SEED: 'other' }).seed,
    );
    expect(() => settingsFromEnv({ API_SHAPE: 'xml' })).toThrow(/API_SHAPE/);
    expect(() => settingsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
