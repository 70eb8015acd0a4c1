// The detail's actions (issue 30 §4): Visit website, Compare and one "More actions" menu on one row, the
// menu operable from the keyboard as the WAI-ARIA menu button pattern says, and "Compare N tools" only
// on a tool that is one of those compared.
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { Tool } from '../../../../../lib/api/model';
import type { CompareItem } from '../../../../../lib/find/public/compare';
import { loadDeferredParts } from '../../../../support/deferred';
import { background, flush, page, setUpPopupTests, tool, type } from '../../../../support/popup-harness';

setUpPopupTests();
beforeAll(loadDeferredParts);

async function openDetail(detail: Tool, picked: CompareItem[] = []) {
  const bg = background({
    search: () => ({ ok: true, data: page([detail]) }),
    'tool/get': () => ({ ok: true, data: detail }),
    'tool/alternatives': () => ({ ok: true, data: [] }),
    'compare/selection': () => ({ ok: true, data: picked }),
  });
  render(<PopupApp />);
  await type(detail.slug);
  fireEvent.click(screen.getByRole('gridcell', { name: detail.name }));
  await flush();
  return bg;
}

const jasper = tool('jasper', { name: 'Jasper' });
const more = () => screen.getByRole('button', { name: 'More actions' });
const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

describe('the detail’s actions', () => {
  it('puts Visit website, Compare and More actions in one row, in that order, and nothing else', async () => {
    await openDetail(jasper);
    const row = document.querySelector('.pp-detail__actions') as HTMLElement;
    const controls = [...row.querySelectorAll<HTMLElement>('a, button, input')].map(
      (control) => control.getAttribute('aria-label') ?? control.textContent?.trim(),
    );
    expect(controls).toEqual(['Visit website', 'Compare Jasper', 'More actions']);
    // The secondary actions are not on the page until the menu opens.
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('opens its menu from the keyboard on the first item; arrows go round, Home/End jump, Escape comes back', async () => {
    await openDetail(jasper);
    const button = more();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    key(button, 'ArrowDown');
    await flush();
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Open in directory',
      'Copy directory link',
    ]);
    expect(document.activeElement).toBe(items[0]);

    key(menu, 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    key(menu, 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    key(menu, 'ArrowUp');
    expect(document.activeElement).toBe(items[1]);
    key(menu, 'Home');
    expect(document.activeElement).toBe(items[0]);
    key(menu, 'End');
    expect(document.activeElement).toBe(items[1]);

    key(menu, 'Escape');
    await flush();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // ↑ opens it on the last item.
    key(button, 'ArrowUp');
    await flush();
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[1]);
  });

  it('"Copy directory link" in the menu copies it, closes the menu and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openDetail(jasper);
    fireEvent.click(more());
    await flush();
    const link = screen.getByRole('menuitem', { name: 'Open in directory' });
    expect(link.getAttribute('href')).toBe('https://directory.example/tools/jasper');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy directory link' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('https://directory.example/tools/jasper');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more());
    expect(screen.getByText('Copied the link to this tool’s page in the directory.')).toBeTruthy();
  });

  it('closes the menu on a click elsewhere', async () => {
    await openDetail(jasper);
    fireEvent.click(more());
    await flush();
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    await flush();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('"Compare N tools" on a detail', () => {
  const picks = [
    { slug: 'jasper', name: 'Jasper' },
    { slug: 'copyai', name: 'Copy.ai' },
    { slug: 'writesonic', name: 'Writesonic' },
  ];

  it('shows on a tool that is one of those compared', async () => {
    await openDetail(jasper, picks);
    expect(screen.getByRole('button', { name: 'Compare 3 tools' })).toBeTruthy();
  });

  it('does not show on a tool that is not one of them', async () => {
    await openDetail(tool('rytr', { name: 'Rytr' }), picks);
    expect(screen.getByRole('heading', { level: 2, name: 'Rytr' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Compare \d tools$/ })).toBeNull();
  });

  it('does not show while only this tool is picked', async () => {
    await openDetail(jasper, picks.slice(0, 1));
    expect(screen.queryByRole('button', { name: /^Compare \d tools$/ })).toBeNull();
  });
});
