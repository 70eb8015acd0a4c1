// The cross-browser suite (tests/e2e/shared/suite.ts) in Chromium; Firefox runs the same bodies from
// tests/e2e/firefox/shared.spec.ts.
import { chromiumDriverTest } from './chromium-driver';
import { registerSharedSuite } from './shared/suite';

registerSharedSuite(chromiumDriverTest);
