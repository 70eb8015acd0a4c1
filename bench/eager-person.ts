// The eager person of "The person comes first": what they search and how often, one definition for the
// clocked bench (bench/first-session.ts) and the end-to-end test (tests/e2e/shared/eager-person.ts).
export const EAGER_SEARCH_EVERY_MS = 3_000;
/** A detail after every this many searches: one every 12 s. */
export const EAGER_DETAIL_EVERY = 4;
export const EAGER_QUERIES: readonly string[] = [
  'video',
  'writing',
  'image',
  'audio',
  'code',
  'chatbot',
  'marketing',
  'design',
  'translation',
  'research',
  'automation',
  'productivity',
  'voice',
  'sales',
  'education',
  'data',
  'health',
  'security',
  'copywriting',
  'analytics',
];
/** The categories tab and a listing after every this many searches: every 30 s (bench/after-first-sync.ts). */
export const EAGER_BROWSE_EVERY = 10;
