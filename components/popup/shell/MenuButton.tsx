import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { externalLink } from '../../common/external-link';

export interface MenuItem {
  key: string;
  label: ComponentChildren;
  /** Said on hover: what exactly it does. */
  title?: string;
  /** A link (opened in a new tab), or an action. */
  href?: string;
  onSelect?: () => void;
}

/**
 * A button that opens a short menu (the WAI-ARIA menu button pattern): Enter, Space or ↓ open it on the
 * first item, ↑ on the last; ↑/↓ move round it, Home/End jump, Escape closes it back onto the button,
 * Tab and a click elsewhere close it.
 */
export function MenuButton({
  label,
  icon,
  items,
}: {
  /** The button's accessible name (it shows only `icon`). */
  label: string;
  icon: ComponentChildren;
  items: MenuItem[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Which item to focus once the menu is drawn: first, last, or none (a pointer opened it). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const which = focusOnOpen.current;
    const all = menuItems();
    (which === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (which: 'first' | 'last') => {
    focusOnOpen.current = which;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === 'ArrowDown'
        ? all[(index + 1) % all.length]
        : event.key === 'ArrowUp'
          ? all[(index - 1 + all.length) % all.length]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all.at(-1)
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: MenuItem) => {
    item.onSelect?.();
    close(true);
  };

  return (
    <div class="pp-menu" ref={root}>
      <button
        ref={button}
        type="button"
        class="ts-button pp-menu__button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
      </button>
      {open && (
        <div id={id} class="pp-menu__list" role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {items.map((item) =>
            item.href ? (
              <a
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                class="pp-menu__item"
                title={item.title}
                href={item.href}
                {...externalLink}
                onClick={() => select(item)}
              >
                {item.label}
              </a>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                class="pp-menu__item"
                title={item.title}
                onClick={() => select(item)}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
