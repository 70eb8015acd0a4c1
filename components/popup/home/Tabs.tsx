import * as popupCopy from '../../../lib/copy/popup';
import type { PopupTab } from '../shell/navigation';

const TABS: readonly { id: PopupTab; label: string }[] = [
  { id: 'search', label: popupCopy.tabSearch },
  { id: 'categories', label: popupCopy.tabCategories },
];

export function tabId(tab: PopupTab): string {
  return `pp-tab-${tab}`;
}

export function panelId(tab: PopupTab): string {
  return `pp-panel-${tab}`;
}

/** "Search | Categories" as a tab list: ←/→ switch tabs, Tab moves on into the panel. */
export function Tabs({ tab, onChange }: { tab: PopupTab; onChange: (tab: PopupTab) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    onChange(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div class="pp-tabs" role="tablist" aria-label={popupCopy.tabsLabel} onKeyDown={onKeyDown}>
      {TABS.map((entry) => (
        <button
          key={entry.id}
          type="button"
          role="tab"
          id={tabId(entry.id)}
          aria-selected={entry.id === tab}
          aria-controls={panelId(entry.id)}
          tabIndex={entry.id === tab ? 0 : -1}
          class="pp-tabs__tab"
          onClick={() => onChange(entry.id)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
