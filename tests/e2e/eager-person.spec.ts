// "The person comes first" in Chromium: tests/e2e/shared/eager-person.ts, against a directory big enough
// that the first sync is still running when the session ends.
import { chromiumDriverTest } from './chromium-driver';
import { DEMO_TOKEN, OBSERVER_TOKEN } from './fixtures';
import { EAGER_DATASET_SIZE, registerEagerPersonSuite } from './shared/eager-person';

chromiumDriverTest.use({
  serverSettings: { size: EAGER_DATASET_SIZE, tokens: [DEMO_TOKEN, OBSERVER_TOKEN] },
});
// A minute of exploring, then the sync and the prefetch finishing.
chromiumDriverTest.describe.configure({ timeout: 300_000 });
registerEagerPersonSuite(chromiumDriverTest);
