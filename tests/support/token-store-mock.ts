// The token store opens only in an extension origin (lib/connection/token-store.ts), which happy-dom's
// page is not: an in-memory one stands in, behind the same read/write the background uses. For a test
// file's vi.mock of lib/connection/settings; it imports nothing, so the mock's factory can load it.

export function tokenStoreMock(secret: { token: string | null }) {
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
