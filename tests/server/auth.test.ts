import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { call, SMALL_DATASET, startTestServer, TOKEN } from './helpers';

const ENDPOINTS = [
  '/tools',
  '/tools/chatgpt',
  '/tools/chatgpt/alternatives',
  '/categories',
  '/search?q=chat',
];

describe('authentication (401)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({
      ...SMALL_DATASET,
      tokens: [TOKEN, 'second-token', 'old-token'],
      revokedTokens: ['old-token'],
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.setOptions({}));

  it('answers every endpoint with a valid token', async () => {
    for (const path of ENDPOINTS) expect((await call(server, path)).status, path).toBe(200);
  });

  it('answers 401 "Unauthenticated." without a token, on every endpoint', async () => {
    for (const path of ENDPOINTS) {
      const answer = await call(server, path, { token: null });
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
      expect(answer.headers.get('content-type')).toBe('application/json');
    }
  });

  it('answers 401 for an unknown token', async () => {
    const answer = await call(server, '/tools', { token: 'not-a-token' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 for a token sent with another scheme or without one', async () => {
    for (const authorization of [`Basic ${TOKEN}`, TOKEN, 'Bearer', `Bearer ${TOKEN} extra`]) {
      const answer = await call(server, '/tools', { token: null, headers: { Authorization: authorization } });
      expect(answer.status, authorization).toBe(401);
    }
  });

  it('accepts the scheme case-insensitively, like Laravel', async () => {
    const answer = await call(server, '/tools', {
      token: null,
      headers: { Authorization: `bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
  });

  it('accepts every configured token', async () => {
    expect((await call(server, '/categories', { token: 'second-token' })).status).toBe(200);
  });

  it('answers 401 for a token revoked at start (REVOKED_TOKENS), though it is also listed as valid', async () => {
    const answer = await call(server, '/tools', { token: 'old-token' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 for a token revoked at runtime, and 200 again once setOptions({}) restores the start options', async () => {
    server.setOptions({ revokedTokens: [TOKEN] });
    expect((await call(server, '/tools')).status).toBe(401);
    expect((await call(server, '/tools', { token: 'second-token' })).status).toBe(200);
    server.setOptions({});
    expect((await call(server, '/tools')).status).toBe(200);
  });

  it('answers 401 once a token is removed from the valid tokens at runtime', async () => {
    server.setOptions({ tokens: ['second-token'] });
    expect((await call(server, '/tools')).status).toBe(401);
  });

  it('needs no token for the website stand-ins (tool page and logo)', async () => {
    const tool = (await call<{ data: { links: { web: string }; logo: string } }>(server, '/tools/chatgpt'))
      .body.data;
    expect((await fetch(tool.links.web)).status).toBe(200);
    expect((await fetch(tool.logo)).status).toBe(200);
  });

  it('logs a hash of the token, never the token itself nor the Authorization header', async () => {
    server.clearLog();
    await call(server, '/tools');
    await call(server, '/tools', { token: 'wrong-token' });
    await call(server, '/tools', { token: null });
    const [valid, wrong, missing] = server.requestLog;
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(valid?.tokenHash).toBe(sha(TOKEN).slice(0, valid?.tokenHash?.length));
    expect(valid?.tokenHash?.length).toBeGreaterThanOrEqual(8);
    expect(wrong?.tokenHash).toBe(sha('wrong-token').slice(0, wrong?.tokenHash?.length));
    expect(missing?.tokenHash).toBeNull();
    const logged = JSON.stringify(server.requestLog);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('wrong-token');
    expect(logged.toLowerCase()).not.toContain('authorization');
  });
});
