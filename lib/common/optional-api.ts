// Not every browser has every API: Firefox for Android has no omnibox, menus, commands, sidebar or windows,
// Chrome has no sidebarAction, Firefox no sidePanel, and a namespace whose permission the build lacks is
// not there at all (tests/unit/entrypoints/background-compat.test.ts lists them from
// @mdn/browser-compat-data). Code reaches any of these only through `optionalApi`, and does without it
// when it answers undefined: the rule is visible where the API is used, and that test holds every target
// to it.

/**
 * The browser's `name` API (a namespace such as `omnibox`, or a member such as `setAccessLevel` of a
 * storage area), or undefined where this browser has none. Asked with `in`, so a browser (or a test's)
 * that lacks it is never read from.
 */
export function optionalApi<Api extends object, Name extends keyof Api & string>(
  api: Api,
  name: Name,
): NonNullable<Api[Name]> | undefined {
  return name in api ? (api[name] ?? undefined) : undefined;
}

/** Firefox's sidebar, which the Chrome types that WXT's `browser` carries do not know. */
export interface SidebarActionApi {
  sidebarAction?: { open(): Promise<void> };
}
