// The options' "Hidden until something changes" list: the tools a card hid that way, and Show again.
// All on the device: nothing is asked of the directory.
import { type HandlerDeps, type HandlersFor, ok } from './deps';

export function hiddenHandlers(deps: HandlerDeps): HandlersFor<'hidden/list' | 'hidden/show-again'> {
  return {
    'hidden/list': async () => ok(await deps.snoozes.list()),
    'hidden/show-again': async (request) => {
      await deps.snoozes.lift(request.slug);
      return ok(await deps.snoozes.list());
    },
  };
}
