// The token store opens only in an extension origin (lib/connection/token-store.ts), which a unit test's
// context is not: an in-memory one stands in, behind the same read/write the background uses. For a test
// file's mock of lib/connection/settings; it imports nothing, so the mock's factory can load it:
//   vi.mock('…/lib/connection/settings', async (importOriginal) =>
//     (await import('…/support/token-store-mock')).withMemoryToken(await importOriginal()));

function tokenStoreMock(secret: { token: string | null }) {
  return {
    readToken: async () => secret.token,
    tokenStore: {
      available: () => true,
      moveLegacy: async () => undefined,
      read: async () => secret.token,
      write: async (token: string | null) => {
        secret.token = token;
      },
    },
  };
}

/** The settings module with its token kept in memory, for as long as the test file's module lives. */
export function withMemoryToken<Settings extends object>(settings: Settings): Settings {
  return { ...settings, ...tokenStoreMock({ token: null }) };
}
