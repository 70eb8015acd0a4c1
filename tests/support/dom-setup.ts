// The DOM's unit files share one module graph, and so one document, per worker (vitest.config.ts,
// unit-dom-shared): each file starts from an empty document, whatever the file before it drew.
import { cleanup } from '@testing-library/preact';
import { beforeAll } from 'vitest';

beforeAll(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  document.title = '';
});
