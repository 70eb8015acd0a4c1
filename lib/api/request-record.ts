// What the request log (issue 21, "Every request, shown") keeps of one HTTP request the client sent: why,
// when, the endpoint as a template and the parameters it carried. Never the token, never a header.

/**
 * Why a request was made, a finer version of its Priority: the daily sync, the weekly prefetch, the
 * person's search, a detail or card they opened, categories they browsed, the comparison, the side panel's
 * alternatives, the connection test.
 */
export const REQUEST_REASONS = [
  'sync',
  'prefetch',
  'search',
  'detail',
  'card',
  'categories',
  'compare',
  'panel',
  'connection',
] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];

/**
 * What still reaches the directory while Device only is on (issue 21): the daily sync and the weekly
 * prefetch, which fetch the whole directory or the top tools' alternatives and so say nothing about what
 * a person looks at. Everything else a person's act would send is refused before it is sent.
 */
export const DEVICE_ONLY_REASONS: readonly RequestReason[] = ['sync', 'prefetch'];

export function sentWhileDeviceOnly(reason: RequestReason): boolean {
  return DEVICE_ONLY_REASONS.includes(reason);
}

/** A request that got no HTTP answer: what the client saw instead of a status. */
export type RequestFailure = 'offline' | 'timeout';

export interface RequestRecord {
  /** Epoch ms when it was sent. */
  at: number;
  reason: RequestReason;
  method: 'GET';
  /** The endpoint under the API base, as a template: `/tools/{slug}/alternatives`. */
  path: string;
  /** What it carried: the query's parameters, and `slug` for a path that names a tool. */
  params: Record<string, string>;
  /** The HTTP status (0 for a redirect the client refused to follow), or why there was none. */
  outcome: number | RequestFailure;
}

const TOOL_PATH = /^tools\/([^/]+)(\/alternatives)?$/;

/**
 * The endpoint of `href` as a template, with its parameters, relative to the API base's path (which
 * ends in `/`). A tool's slug becomes `{slug}` and goes into the parameters.
 */
export function describeRequest(href: string, basePath: string): Pick<RequestRecord, 'path' | 'params'> {
  const url = new URL(href);
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) params[name] = value;
  let rest = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
  rest = rest.replace(/^\/+/, '');
  const tool = TOOL_PATH.exec(rest);
  if (tool) {
    params.slug = safeDecode(tool[1] ?? '');
    return { path: tool[2] ? '/tools/{slug}/alternatives' : '/tools/{slug}', params };
  }
  return { path: `/${rest}`, params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
