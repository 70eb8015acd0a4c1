// "The person comes first" in Firefox ESR: the same session as Chromium's (tests/e2e/shared/eager-person.ts).
import { DEMO_TOKEN, OBSERVER_TOKEN } from '../fixtures';
import { EAGER_DATASET_SIZE, registerEagerPersonSuite } from '../shared/eager-person';
import { test } from './fixtures';

test.use({ serverSettings: { size: EAGER_DATASET_SIZE, tokens: [DEMO_TOKEN, OBSERVER_TOKEN] } });
test.describe.configure({ timeout: 300_000 });
registerEagerPersonSuite(test);
