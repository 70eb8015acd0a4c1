// Runs once before the unit tests, in vitest's main process: the English messages, generated from
// locales/en.yml once for every test file (tests/support/setup.ts installs them).
import type { TestProject } from 'vitest/node';
import { type ChromeMessages, chromeMessages } from './messages';

declare module 'vitest' {
  export interface ProvidedContext {
    englishMessages: ChromeMessages;
  }
}

export default function setup(project: TestProject): void {
  project.provide('englishMessages', chromeMessages('en'));
}
