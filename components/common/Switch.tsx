import type { ComponentChildren } from 'preact';

/**
 * The one on/off switch of the popup and the options page: a checkbox with the switch role. `onChange`
 * runs inside the click, so a handler may still ask the browser for a permission.
 */
export function Switch({
  checked,
  onChange,
  children,
  extraClass,
  id,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ComponentChildren;
  extraClass?: string;
  /** The checkbox's id, for a link that focuses it. */
  id?: string;
  /** The id of a sentence that explains the switch. */
  describedBy?: string;
}) {
  return (
    <label class={extraClass ? `ts-switch ${extraClass}` : 'ts-switch'}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={describedBy}
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
