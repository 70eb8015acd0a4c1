// What popup views share without threading props through every level.
import { type ComponentType, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PopupTab, PushedView } from './navigation';

export interface PopupNav {
  open(view: PushedView): void;
  back(): void;
  showTab(tab: PopupTab): void;
}

const noop = () => {};
export const PopupNavContext = createContext<PopupNav>({ open: noop, back: noop, showTab: noop });

export function usePopupNav(): PopupNav {
  return useContext(PopupNavContext);
}

/** False while a view sits below the top of the stack or in an unselected tab. */
export const ActiveContext = createContext(true);

/** reach: the search page (entrypoints/search) starts with the text of its `?q=`; the popup with none. */
export const InitialQueryContext = createContext('');

/** True in the side panel (entrypoints/sidepanel): it stays open, so nothing in it closes its window. */
export const SidePanelContext = createContext(false);

/**
 * What the home view shows above its tabs: the popup's "This site" unless a page gives its own (the side
 * panel, the tab beside it). Given, not imported: the popup's bundle carries none of the side panel's code.
 */
export const HomeTopContext = createContext<ComponentType | null>(null);

/** Device only is on (options, privacy): the popup answers from the device and never offers the directory. */
export const DeviceOnlyContext = createContext(false);

export function useDeviceOnly(): boolean {
  return useContext(DeviceOnlyContext);
}
