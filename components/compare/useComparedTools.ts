import { useEffect, useState } from 'preact/hooks';
import type { ApiError } from '../../lib/api/model';
import type { CompareItem } from '../../lib/find/public/compare';
import { type LocalTool, sendRequest } from '../../lib/messaging/client';
import type { ToolSummary } from '../popup/list/types';

/** A compared tool as the page shows it, from the local record or the directory's answer. */
export type ComparedTool = ToolSummary & { directoryPage: string | null };

export type ToolSlot =
  | { status: 'loading' }
  | { status: 'ok'; tool: ComparedTool }
  | { status: 'error'; error: ApiError };

function fromLocal(tool: LocalTool): ComparedTool {
  return { ...tool, directoryPage: tool.web ?? null };
}

/**
 * The picked tools: from the local directory first (no request); a tool the device does not have is
 * asked of the directory (`tool/get`), a request made because the person opened the comparison.
 * Tools already loaded are kept when the picks change, so removing one asks nothing again.
 */
export function useComparedTools(items: readonly CompareItem[] | null): {
  slots: Map<string, ToolSlot>;
  retry(slug: string): void;
} {
  const [slots, setSlots] = useState<Map<string, ToolSlot>>(() => new Map());
  const key = items?.map((item) => item.slug).join('\n') ?? null;

  const set = (slug: string, slot: ToolSlot) => setSlots((previous) => new Map(previous).set(slug, slot));

  const fetchOne = (slug: string) => {
    set(slug, { status: 'loading' });
    void sendRequest({ type: 'tool/get', slug, for: 'compare' }).then((result) =>
      set(
        slug,
        result.ok
          ? { status: 'ok', tool: { ...result.data, directoryPage: result.data.links.web } }
          : { status: 'error', error: result.error },
      ),
    );
  };

  useEffect(() => {
    if (key === null) return;
    const wanted = key === '' ? [] : key.split('\n');
    const missing = wanted.filter((slug) => !slots.has(slug));
    if (missing.length === 0) return;
    setSlots((previous) => {
      const next = new Map(previous);
      for (const slug of missing) next.set(slug, { status: 'loading' });
      return next;
    });
    void sendRequest({ type: 'compare/local-tools', slugs: missing }).then((result) => {
      missing.forEach((slug, at) => {
        const local = result.ok ? result.data[at] : null;
        if (local) set(slug, { status: 'ok', tool: fromLocal(local) });
        else fetchOne(slug);
      });
    });
  }, [key]);

  return { slots, retry: fetchOne };
}
