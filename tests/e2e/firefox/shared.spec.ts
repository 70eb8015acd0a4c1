// The cross-browser suite (tests/e2e/shared/suite.ts) in Firefox ESR.
import { registerSharedSuite } from '../shared/suite';
import { test } from './fixtures';

registerSharedSuite(test);
