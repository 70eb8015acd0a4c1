// Stand-ins for the directory's website, outside /api/v1 and without a token: a tiny page per tool
// (links.web) and a generated letter avatar per logo URL.
import { Hono } from 'hono';
import type { ToolRecord } from '../dataset/types';
import type { AppEnv } from '../http/app-env';
import { respond } from '../http/respond';
import type { ServerState } from '../state';

const HTML_TYPE = 'text/html; charset=utf-8';
const SVG_TYPE = 'image/svg+xml';
const LOGO_CACHE_CONTROL = 'public, max-age=604800, immutable';

export function websiteRoutes(state: ServerState): Hono<AppEnv> {
  const site = new Hono<AppEnv>();

  site.get('/tools/:slug', (c) => {
    const tool = state.catalog.visibleTool(c.req.param('slug'));
    if (!tool) return respond(c, 404, page('Not Found', '<h1>Not Found</h1>'), HTML_TYPE);
    const body = `<h1>${escapeHtml(tool.name)}</h1>\n<p>${escapeHtml(tool.description)}</p>\n<p><a href="${escapeHtml(tool.website)}" rel="noopener noreferrer">${escapeHtml(tool.website)}</a></p>`;
    return respond(c, 200, page(`${tool.name} – AI tools directory`, body), HTML_TYPE);
  });

  site.get('/logos/:file', (c) => {
    const file = c.req.param('file');
    const tool = file.endsWith('.svg') ? state.catalog.visibleTool(file.slice(0, -4)) : undefined;
    if (!tool?.hasLogo) return respond(c, 404, 'Not Found', 'text/plain; charset=utf-8');
    return respond(c, 200, letterAvatar(tool), SVG_TYPE, { 'Cache-Control': LOGO_CACHE_CONTROL });
  });

  return site;
}

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** A rounded square in a colour derived from the slug, with the name's first letter. */
export function letterAvatar(tool: ToolRecord): string {
  let hash = 0;
  for (const character of tool.slug) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  const letter = escapeHtml([...tool.name.trim()][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeHtml(tool.name)}"><rect width="64" height="64" rx="14" fill="hsl(${hue} 55% 42%)"/><text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" font-weight="600" fill="#fff">${letter}</text></svg>`;
}
