// The testing library's findBy… and waitFor get the room `eventually` has: its one second is too short
// beside the end-to-end tests. Imported by the files that use them, not by the setup of every file, where
// the library's import cost 5 s a run.
import { configure } from '@testing-library/preact';
import { EVENTUALLY_MS } from './eventually';

configure({ asyncUtilTimeout: EVENTUALLY_MS });
