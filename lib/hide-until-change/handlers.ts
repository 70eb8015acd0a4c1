// The options' "Hidden until something changes" list: the tools a card hid that way, and Show again.
// All on the device: nothing is asked of the directory.
import { type HandlersOf, ok } from '../shared/message';
import type { HIDE_UNTIL_CHANGE_MESSAGES } from './messages';
import type { Snoozes } from './service';

export interface HideUntilChangeDeps {
  snoozes: Pick<Snoozes, 'lift' | 'list'>;
}

export function hiddenHandlers(deps: HideUntilChangeDeps): HandlersOf<typeof HIDE_UNTIL_CHANGE_MESSAGES> {
  return {
    'hidden/list': async () => ok(await deps.snoozes.list()),
    'hidden/show-again': async (request) => {
      await deps.snoozes.lift(request.slug);
      return ok(await deps.snoozes.list());
    },
  };
}
