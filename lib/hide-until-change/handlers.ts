// The options' "Hidden until something changes" list: the tools a card hid that way, and Show again.
// All on the device: nothing is asked of the directory.
import { type HandlersOf, ok } from '../common/message';
import type { HIDE_UNTIL_CHANGE_MESSAGES } from './messages';
import type { HideUntilChange } from './service';

export interface HideUntilChangeHandlerDeps {
  hideUntilChange: Pick<HideUntilChange, 'lift' | 'list'>;
}

export function hideUntilChangeHandlers(
  deps: HideUntilChangeHandlerDeps,
): HandlersOf<typeof HIDE_UNTIL_CHANGE_MESSAGES> {
  return {
    'hide-until-change/list': async () => ok(await deps.hideUntilChange.list()),
    'hide-until-change/show-again': async (request) => {
      await deps.hideUntilChange.lift(request.slug);
      return ok(await deps.hideUntilChange.list());
    },
  };
}
