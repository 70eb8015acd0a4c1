// The options' "Hidden until something changes" list, and its Show again (the card's step is a card
// message, lib/card/messages.ts).
import { answers, message, slug } from '../common/message';
import type { HiddenUntilChange } from './public';

export const HIDE_UNTIL_CHANGE_MESSAGES = {
  'hide-until-change/list': message('extension-page', {}, answers<HiddenUntilChange[]>()),
  'hide-until-change/show-again': message('extension-page', { slug }, answers<HiddenUntilChange[]>()),
};
