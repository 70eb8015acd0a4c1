import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { MAX_ALTERNATIVES } from '../../../lib/api/limits';
import type { ApiError, Tool } from '../../../lib/api/model';
import { sendRequest } from '../../../lib/messaging/client';
import type { CardPick } from '../../../lib/messaging/views';
import type { ToolSummary } from '../list/types';

export interface AlternativesState {
  /**
   * What is shown: the directory's answer when it came, else what the device had; never the tool itself,
   * at most MAX_ALTERNATIVES.
   */
  tools: ToolSummary[];
  /** Set while the tools are similar tools picked on this device (the directory's are asked or failed). */
  localPick: { subcategory: string | null } | null;
  loading: boolean;
  /** Everything that will be asked has answered. */
  settled: boolean;
  error: ApiError | null;
  retry(): void;
  /** With `askDirectory: 'when-asked'`: the device has none of the directory's, and nobody asked yet. */
  canAsk: boolean;
  /** Device only is on: what the device has is the whole answer; the directory is not asked. */
  deviceOnly: boolean;
}

export interface AlternativesOptions {
  /**
   * `opened` (a detail the person opened): the directory is asked at once when the device cannot say.
   * `when-asked` (the side panel following a tab switch, which is browsing): only on `retry()`.
   */
  askDirectory: 'opened' | 'when-asked';
}

interface Snapshot {
  pick: CardPick | null;
  deviceOnly: boolean;
  fromDirectory: Tool[] | null;
  loading: boolean;
  error: ApiError | null;
  /** The device's answer said the directory should be asked, and it was not (yet). */
  directoryWaits: boolean;
}

const START: Snapshot = {
  pick: null,
  deviceOnly: false,
  fromDirectory: null,
  loading: true,
  error: null,
  directoryWaits: false,
};

/**
 * A tool's alternatives, local first: what the device has (prefetched, or similar tools picked locally)
 * at once, then the directory's own only when the device has none of them. One chain of messages, so
 * the local pick never waits for a render to ask the directory.
 */
export function useAlternatives(
  slug: string,
  { askDirectory: when }: AlternativesOptions = { askDirectory: 'opened' },
): AlternativesState {
  const [state, setState] = useState<Snapshot>(START);
  const generation = useRef(0);

  const askDirectory = useCallback(
    async (mine: number) => {
      setState((prev) => ({ ...prev, loading: true, error: null, directoryWaits: false }));
      // Only the side panel waits to be asked: the request log says the panel asked.
      const result = await sendRequest({
        type: 'tool/alternatives',
        slug,
        ...(when === 'when-asked' ? { for: 'panel' as const } : {}),
      });
      if (mine !== generation.current) return;
      setState((prev) =>
        result.ok
          ? { ...prev, fromDirectory: result.data, loading: false, error: null }
          : { ...prev, loading: false, error: result.error },
      );
    },
    [slug, when],
  );

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    setState(START);
    void sendRequest({ type: 'tool/alternatives-local', slug }).then((local) => {
      if (mine !== generation.current) return;
      const pick = local.ok ? local.data.pick : null;
      const deviceOnly = local.ok && local.data.deviceOnly === true;
      const directoryDecides = !local.ok || local.data.fetch;
      const waits = directoryDecides && when === 'when-asked';
      setState((prev) => ({ ...prev, pick, deviceOnly, loading: false, directoryWaits: waits }));
      // When the device cannot say, the directory decides, as before local answers existed.
      if (directoryDecides && !waits) void askDirectory(mine);
    });
    return () => {
      generation.current += 1;
    };
  }, [slug, askDirectory, when]);

  const retry = useCallback(() => void askDirectory(generation.current), [askDirectory]);
  const { pick, fromDirectory } = state;
  const localPick =
    fromDirectory === null && pick?.source === 'similar'
      ? { subcategory: pick.subcategory?.name ?? null }
      : null;
  return {
    tools: (fromDirectory ?? pick?.alternatives ?? [])
      .filter((alt) => alt.slug !== slug)
      .slice(0, MAX_ALTERNATIVES),
    localPick,
    loading: state.loading,
    settled:
      !state.loading &&
      state.error === null &&
      (fromDirectory !== null || pick?.source === 'prefetched' || state.deviceOnly),
    error: state.error,
    retry,
    canAsk: state.directoryWaits && !state.loading,
    deviceOnly: state.deviceOnly,
  };
}
