// @vitest-environment node
// The message router at its trust boundary (issue 32): any value from any sender. A content script never
// gets an answer meant for the extension's pages, nothing rejects (nor leaves a rejection unhandled), and
// a refused message changes nothing stored and sends nothing.
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import background from '../../../entrypoints/background';
import type { Result } from '../../../lib/api/model';
import { createMessageRouter, type Handlers } from '../../../lib/background/router';
import { classifySender } from '../../../lib/common/sender';
import { MESSAGES, type RequestType } from '../../../lib/messaging/protocol';
import { installBackgroundFakes, POPUP_SENDER, sendToBackground } from '../../support/background-harness';
import { eventually } from '../../support/eventually';
import { countCase, FUZZ_TIMEOUT_MS, fuzzParameters, reportCases } from '../../support/fuzz';
import {
  anyMessage,
  anySender,
  MESSAGE_TYPES,
  messageOf,
  type SenderCase,
} from '../../support/message-arbitraries';
import { settledState, storedState } from '../../support/stored-state';

vi.mock('../../../lib/connection/settings', async (importOriginal) =>
  (await import('../../support/token-store-mock')).withMemoryToken(await importOriginal()),
);

const EXTENSION_ID = fakeBrowser.runtime.id;
const ORIGIN = fakeBrowser.runtime.getURL('/');
const senders = anySender(EXTENSION_ID, ORIGIN);

const PAGE_TYPES = MESSAGE_TYPES.filter((type) => MESSAGES[type].from === 'extension-page');
const CARD_TYPES = MESSAGE_TYPES.filter((type) => MESSAGES[type].from === 'content-script');

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  storage.unwatch();
  vi.unstubAllGlobals();
});
afterAll(() => reportCases('router'));

function isResult(answer: unknown): answer is Result<unknown> {
  if (typeof answer !== 'object' || answer === null) return false;
  const { ok } = answer as { ok?: unknown };
  if (ok === true) return 'data' in answer;
  const error = (answer as { error?: { kind?: unknown; message?: unknown } }).error;
  return ok === false && typeof error?.kind === 'string' && typeof error.message === 'string';
}

/** Flushes the microtasks and timers a refused message could have started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the router alone: who gets which answer', () => {
  it(
    'runs a handler only for a valid row from its own kind of sender, once; refuses the rest',
    async () => {
      const calls: { type: RequestType; kind: string }[] = [];
      const accepted: RequestType[] = [];
      const handlers = new Proxy({} as Handlers, {
        get: (_, type: string) => async (request: { type: RequestType }, sender: { kind: string }) => {
          calls.push({ type: request.type, kind: sender.kind });
          expect(request.type).toBe(type);
          return { ok: true, data: `answer for ${sender.kind}` };
        },
      });
      const route = createMessageRouter(handlers, { onAccepted: (type) => accepted.push(type) });
      await fc.assert(
        fc.asyncProperty(anyMessage, senders, async (message, { kind, sender }) => {
          countCase('router alone');
          calls.length = 0;
          accepted.length = 0;
          const classified = classifySender(sender, EXTENSION_ID, ORIGIN);
          expect(classified.kind).toBe(kind);
          const answer = await route(message, classified);
          expect(isResult(answer)).toBe(true);
          const type = (message as { type?: unknown } | null)?.type;
          const row = typeof type === 'string' ? MESSAGES[type as RequestType] : undefined;
          if (!answer.ok) {
            expect(answer.error.kind).toBe('validation');
            expect(calls).toEqual([]);
            expect(accepted).toEqual([]);
            return;
          }
          // Answered: a known row, from the kind of sender it is for, handled exactly once.
          expect(kind).not.toBe('foreign');
          expect(row?.from).toBe(kind);
          expect(calls).toEqual([{ type, kind }]);
          expect(accepted).toEqual([type]);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'never hands a content script the answer of an extension page’s message',
    async () => {
      const route = createMessageRouter(
        new Proxy({} as Handlers, { get: () => async () => ({ ok: true, data: 'for extension pages' }) }),
      );
      const card = senders.filter((sender) => sender.kind === 'content-script');
      await fc.assert(
        fc.asyncProperty(messageOf(PAGE_TYPES), card, async (message, { sender }) => {
          countCase('router alone: page messages from a content script');
          const answer = await route(message, classifySender(sender, EXTENSION_ID, ORIGIN));
          expect(answer).toMatchObject({ ok: false, error: { kind: 'validation' } });
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('the whole background on fakeBrowser', () => {
  beforeEach(async () => {
    await installBackgroundFakes();
    background.main();
    // Synced and quiet: the directory, the search index, the prefetch and the request log all written.
    await eventually(async () => {
      expect(await sendToBackground({ type: 'prefetch/status' }, POPUP_SENDER)).toMatchObject({
        ok: true,
        data: { state: 'done' },
      });
    });
  });

  /** Messages the background must refuse: from strangers and frames, a page's from a card, the malformed. */
  const refused = fc.oneof(
    fc.tuple(
      anyMessage,
      senders.filter((sender) => sender.kind === 'foreign'),
    ),
    fc.tuple(
      messageOf(PAGE_TYPES),
      senders.filter((sender) => sender.kind === 'content-script'),
    ),
    fc.tuple(
      messageOf(CARD_TYPES),
      senders.filter((sender) => sender.kind === 'extension-page'),
    ),
  );

  it(
    'a refused message is answered with a refusal and changes nothing stored, sends nothing',
    async () => {
      const before = await settledState();
      const requests = vi.mocked(fetch).mock.calls.length;
      await fc.assert(
        fc.asyncProperty(refused, async ([message, { sender }]: [unknown, SenderCase]) => {
          countCase('background: refused messages');
          const answer = await sendToBackground(message, sender);
          expect(answer).toMatchObject({ ok: false, error: { kind: 'validation' } });
          await settle();
          expect(await storedState()).toEqual(before);
          expect(vi.mocked(fetch).mock.calls.length).toBe(requests);
          expect(unhandled).toEqual([]);
        }),
        fuzzParameters(0.5),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'any message from any sender is answered with a Result, and nothing is left unhandled',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyMessage, senders, async (message, { kind, sender }) => {
          countCase('background: any message');
          const answer = await sendToBackground(message, sender);
          expect(isResult(answer), JSON.stringify(answer)).toBe(true);
          const type = (message as { type?: unknown } | null)?.type;
          if (kind === 'content-script' && (answer as Result<unknown>).ok) {
            expect(MESSAGES[type as RequestType]?.from).toBe('content-script');
          }
          await settle();
          expect(unhandled).toEqual([]);
        }),
        fuzzParameters(0.5),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
