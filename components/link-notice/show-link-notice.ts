// The answer to "Is this an AI tool?" on the page where the link was: a small notice, drawn by the page
// script entrypoints/link-notice.ts, which the background injects on the menu click (the click grants
// activeTab, so no site access is needed). Everything in it is set as text; the only link is an http(s)
// address, checked again here.
import type { ShowLinkNotice } from '../../lib/find/public/link-notice';

/** Draws the notice at the page's top right, in a shadow root of its own, replacing an earlier one. */
export const showLinkNotice: ShowLinkNotice = (notice, mode, stayMs) => {
  const tag = 'toolscout-link-notice';
  for (const earlier of document.querySelectorAll(tag)) earlier.remove();
  const host = document.createElement(tag);
  const shadow = host.attachShadow({ mode });
  const style = document.createElement('style');
  style.textContent = `
:host { all: initial; position: fixed; top: 16px; right: 16px; z-index: 2147483647; }
.box { font: 14px/1.4 system-ui, sans-serif; color: #111827; background: #fff; border: 1px solid #c7c9d1;
  border-left: 4px solid #4f46e5; border-radius: 8px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
  padding: 10px 12px; max-width: 320px; display: grid; gap: 4px; }
.box[data-found="false"] { border-left-color: #6b7280; }
.label { font-size: 12px; color: #4b5563; }
.heading { font-weight: 600; overflow-wrap: anywhere; }
.row { display: flex; gap: 12px; align-items: center; justify-content: space-between; margin-top: 4px; }
a { color: #4338ca; }
button { font: inherit; padding: 2px 10px; border-radius: 6px; border: 1px solid #c7c9d1; background: #f9fafb;
  color: inherit; cursor: pointer; }
:focus-visible { outline: 2px solid #4f46e5; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .box { color: #f3f4f6; background: #1f2937; border-color: #4b5563; }
  .label { color: #d1d5db; } a { color: #a5b4fc; } button { background: #374151; border-color: #6b7280; }
}`;
  const box = document.createElement('div');
  box.className = 'box';
  box.setAttribute('role', 'status');
  box.dataset.found = String(notice.found);
  const line = (className: string, text: string) => {
    const element = document.createElement('div');
    element.className = className;
    element.textContent = text;
    return element;
  };
  const content = document.createDocumentFragment();
  content.append(line('label', notice.label), line('heading', notice.heading), line('detail', notice.detail));
  const row = document.createElement('div');
  row.className = 'row';
  const href = notice.link?.href ?? '';
  if (notice.link && /^https?:\/\//i.test(href)) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = notice.link.text;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.referrerPolicy = 'no-referrer';
    row.append(link);
  } else {
    row.append(document.createElement('span'));
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = notice.closeLabel;
  row.append(close);
  content.append(row);
  shadow.append(style, box);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    clearTimeout(timer);
    host.remove();
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(remove, stayMs);
  };
  close.addEventListener('click', remove);
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') remove();
  });
  // Kept while the person reads or tabs through it.
  box.addEventListener('mouseenter', () => clearTimeout(timer));
  box.addEventListener('focusin', () => clearTimeout(timer));
  box.addEventListener('mouseleave', later);
  box.addEventListener('focusout', later);
  document.documentElement.append(host);
  // Filled once the status region is on the page: a screen reader announces what changes in a region it
  // already knows, not a region that arrives full.
  setTimeout(() => box.append(content), 100);
  later();
};
