import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { call, SMALL_DATASET, startTestServer } from './helpers';

interface ValidationBody {
  message: string;
  errors: Record<string, string[]>;
}

describe('422 validation errors (Laravel style)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(SMALL_DATASET);
  });
  afterAll(() => server.close());

  async function expectInvalid(path: string, field: string): Promise<ValidationBody> {
    const answer = await call<ValidationBody>(server, path);
    expect(answer.status, path).toBe(422);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(answer.body.errors), path).toEqual([field]);
    const messages = answer.body.errors[field] ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(typeof message).toBe('string');
    expect(answer.body.message).toBe(messages[0]);
    return answer.body;
  }

  it('rejects a search without q', async () => {
    const body = await expectInvalid('/search', 'q');
    expect(body.errors.q).toEqual(['The q field is required.']);
  });

  it('rejects an empty or blank q as missing', async () => {
    await expectInvalid('/search?q=', 'q');
    const body = await expectInvalid('/search?q=%20%20%20', 'q');
    expect(body.errors.q).toEqual(['The q field is required.']);
  });

  it('rejects a q under 2 characters (after trimming)', async () => {
    const body = await expectInvalid('/search?q=a', 'q');
    expect(body.errors.q).toEqual(['The q field must be at least 2 characters.']);
    await expectInvalid('/search?q=%20a%20', 'q');
  });

  it('rejects a q over 120 characters, counting characters rather than bytes', async () => {
    const body = await expectInvalid(`/search?q=${'a'.repeat(121)}`, 'q');
    expect(body.errors.q).toEqual(['The q field must not be greater than 120 characters.']);
    expect((await call(server, `/search?q=${encodeURIComponent('ü'.repeat(120))}`)).status).toBe(200);
  });

  it('accepts q of exactly 2 and exactly 120 characters', async () => {
    expect((await call(server, '/search?q=ai')).status).toBe(200);
    expect((await call(server, `/search?q=${'a'.repeat(120)}`)).status).toBe(200);
  });

  for (const endpoint of ['/tools?', '/search?q=ai&']) {
    it(`rejects per_page outside 1–100 on ${endpoint.split('?')[0]}`, async () => {
      for (const value of ['0', '101', '-5', '1000']) {
        const body = await expectInvalid(`${endpoint}per_page=${value}`, 'per_page');
        expect(body.errors.per_page).toEqual(['The per page field must be between 1 and 100.']);
      }
      const body = await expectInvalid(`${endpoint}per_page=ten`, 'per_page');
      expect(body.errors.per_page).toEqual(['The per page field must be an integer.']);
      await expectInvalid(`${endpoint}per_page=2.5`, 'per_page');
    });

    it(`accepts per_page 1 and 100 on ${endpoint.split('?')[0]}`, async () => {
      for (const value of [1, 100]) {
        const answer = await call<{ meta?: { per_page: number } }>(server, `${endpoint}per_page=${value}`);
        expect(answer.status).toBe(200);
        expect(answer.body.meta?.per_page).toBe(value);
      }
    });

    it(`rejects page under 1 or not an integer on ${endpoint.split('?')[0]}`, async () => {
      for (const value of ['0', '-1']) {
        const body = await expectInvalid(`${endpoint}page=${value}`, 'page');
        expect(body.errors.page).toEqual(['The page field must be at least 1.']);
      }
      const body = await expectInvalid(`${endpoint}page=first`, 'page');
      expect(body.errors.page).toEqual(['The page field must be an integer.']);
    });
  }

  it('rejects a verified that is not a boolean', async () => {
    for (const value of ['yes', '2', 'on', 'TRUE', 'null']) {
      const body = await expectInvalid(`/tools?verified=${value}`, 'verified');
      expect(body.errors.verified).toEqual(['The verified field must be true or false.']);
    }
  });

  it('accepts verified as true, false, 1 and 0', async () => {
    for (const value of ['true', 'false', '1', '0']) {
      expect((await call(server, `/tools?verified=${value}`)).status, value).toBe(200);
    }
  });

  it('reports every invalid field, with a message that counts the others', async () => {
    const answer = await call<ValidationBody>(server, '/tools?page=0&per_page=500&verified=maybe');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['page', 'per_page', 'verified']);
    expect(answer.body.message).toBe('The page field must be at least 1. (and 2 more errors)');
    const search = await call<ValidationBody>(server, '/search?q=x&page=0');
    expect(search.body.message).toBe('The q field must be at least 2 characters. (and 1 more error)');
  });
});
