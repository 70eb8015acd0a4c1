// The compare page's "Add a tool" (components/compare/AddTool.tsx): its states (searching, no match, a
// copy still filling, the background not answering, the limit) and what it asks the background.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { AddTool } from '../../../../components/compare/AddTool';
import { toDirectoryTool } from '../../../../lib/directory/record';
import type { CompareItem } from '../../../../lib/find/public/compare';
import type { LocalSearch } from '../../../../lib/messaging/client';
import { background, flush, setUpPopupTests, tool } from '../../../support/popup-harness';

setUpPopupTests();

const writely = toDirectoryTool(tool('writely'), 1);
const jasper = toDirectoryTool(tool('jasper'), 2);
const found = (tools: LocalSearch['tools'], complete = true): LocalSearch => ({
  tools,
  total: tools.length,
  unfiltered: tools.length,
  hiddenBy: [],
  complete,
  provisional: false,
});

const box = () => screen.getByRole('combobox', { name: 'Add a tool' });
const note = () => screen.getByRole('status');
async function typeInto(text: string) {
  fireEvent.input(box(), { target: { value: text } });
  await flush();
}

describe('compare: Add a tool', () => {
  it('says it is searching until the first answer, then lists the tools, a compared one not addable', async () => {
    let answer: (value: { ok: true; data: LocalSearch }) => void = () => undefined;
    const bg = background({ 'search/local': () => new Promise((resolve) => (answer = resolve)) });
    render(<AddTool items={[{ slug: 'jasper', name: 'Jasper' }]} add={vi.fn()} />);
    await typeInto('wr');
    expect(note().textContent).toBe('Searching this device…');
    answer({ ok: true, data: found([writely, jasper]) });
    await flush();
    expect(note().textContent).toBe('');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(options[1]?.getAttribute('aria-disabled')).toBe('true');
    expect(options[1]?.textContent).toContain('In the comparison');
    // The local copy only, its index settled (not a provisional answer from the names): nothing else is asked.
    expect(bg.sent).toEqual([{ type: 'search/local', q: 'wr', settled: true }]);
  });

  it('says when nothing on the device matches, and when the copy is still filling', async () => {
    let complete = true;
    background({
      'search/local': ({ q }) => ({ ok: true, data: found(q === 'zz' ? [] : [writely], complete) }),
    });
    render(<AddTool items={[]} add={vi.fn()} />);
    await typeInto('zz');
    expect(note().textContent).toBe('No tool on this device matches “zz”.');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    complete = false;
    await typeInto('wri');
    expect(note().textContent).toMatch(/^Toolscout is still copying the directory/);
  });

  it('says when the search does not answer, and Retry asks again', async () => {
    let fails = true;
    const bg = background({
      'search/local': () =>
        fails
          ? { ok: false as const, error: { kind: 'offline' as const, message: 'Offline' } }
          : { ok: true as const, data: found([writely]) },
    });
    render(<AddTool items={[]} add={vi.fn()} />);
    await typeInto('wri');
    expect(note().textContent).toBe('The search did not answer. Try again.');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(bg.of('search/local')).toHaveLength(2);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('adds the highlighted tool with Enter and says so', async () => {
    background({ 'search/local': () => ({ ok: true, data: found([writely]) }) });
    const add = vi.fn(async (_item: CompareItem) => 'added' as const);
    render(<AddTool items={[]} add={add} />);
    await typeInto('wri');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await flush();
    expect(add).toHaveBeenCalledWith({ slug: 'writely', name: 'Writely' });
    await waitFor(() => expect(note().textContent).toBe('Writely added to the comparison.'));
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('gives way to the limit at four tools', () => {
    background({});
    const four = ['a', 'b', 'c', 'd'].map((slug) => ({ slug, name: slug }));
    render(<AddTool items={four} add={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('The comparison holds 4 tools. Remove one first.')).toBeTruthy();
  });
});
