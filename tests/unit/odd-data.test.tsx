// Odd data never breaks a screen: the hostile fixture (the reference server's DATASET=hostile) read by
// the tolerant reader, kept in the local directory, and drawn by the popup and the on-page card.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CardHandle, mountCard } from '../../components/card/mount';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import { Rating } from '../../components/Rating';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../lib/api/field-readers';
import type { Tool } from '../../lib/api/model';
import { toolResponse } from '../../lib/api/wire-schemas';
import { directoryToolSchema, toDirectoryTool } from '../../lib/directory/record';
import { HOSTILE_TOOLS, TEN_KB } from '../../server/dataset/hostile-tools';
import { wireTool } from '../support/api-fixtures';
import { loadDeferredParts } from '../support/deferred';
import { background, flush, page, resultCells, setUpPopupTests, tool, type } from '../support/popup-harness';

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** A hostile tool as DATASET=hostile sends it. */
function hostileWire(slug: string): Record<string, unknown> {
  const spec = HOSTILE_TOOLS.find((candidate) => candidate.slug === slug);
  if (!spec) throw new Error(`no hostile tool ${slug}`);
  return wireTool(spec.slug, {
    name: spec.name,
    description: spec.description,
    website: spec.website,
    ...spec.wire,
  });
}

function read(body: unknown): Tool {
  const result = toolResponse.safeParse(body);
  if (!result.success) throw new Error('not readable');
  return result.data;
}

const hostileTools = () => HOSTILE_TOOLS.map((spec) => read(hostileWire(spec.slug)));

// A detail or a listing opens as in a popup open for a moment: their chunks have loaded.
beforeAll(loadDeferredParts);
describe('the reader cleans the hostile fixture', () => {
  it.each([
    ['oddity-over-five', { average: 5, count: 42 }],
    ['oddity-fifty-five', { average: 5, count: 7 }],
    ['oddity-negative', { average: 0, count: 3 }],
    ['oddity-string-rating', { average: 5, count: 12 }],
    ['oddity-nan', { average: null, count: 0 }],
  ])('clamps the rating of %s to 0–5', (slug, rating) => {
    expect(read(hostileWire(slug)).rating).toEqual(rating);
  });

  it('reads decimals sent as strings, and refuses "NaN" and negative amounts', () => {
    expect(read(hostileWire('oddity-string-rating')).price).toEqual({ type: 'subscription', amount: 12 });
    expect(read(hostileWire('oddity-nan')).price.amount).toBeNull();
    expect(read(hostileWire('oddity-negative')).price.amount).toBeNull();
  });

  it('strips right-to-left overrides and isolates from names, keeping the letters', () => {
    expect(read(hostileWire('oddity-over-five')).name).toBe('Oddity evif revo Chat');
    expect(read(hostileWire('oddity-negative')).name).toBe('Oddity Negative Chat');
    for (const tool of hostileTools()) {
      for (const text of [
        tool.name,
        tool.description,
        tool.price.type,
        ...tool.subcategories.map((s) => s.name),
      ]) {
        expect(text).not.toMatch(BIDI_CONTROLS);
      }
    }
  });

  it('strips bidi controls from every text field: description, price type, subcategories, errors', () => {
    const rlo = '\u202E';
    const tool = read(
      wireTool('a', {
        description: `${rlo}txet`,
        price: { type: `${rlo}paid`, amount: 1 },
        subcategories: [{ id: 1, slug: 's', name: `${rlo}Sub` }],
      }),
    );
    expect([tool.description, tool.price.type, tool.subcategories[0]?.name]).toEqual(['txet', 'paid', 'Sub']);
    // A name of nothing but controls is no name: the tool is dropped, not shown blank.
    expect(toolResponse.safeParse(wireTool('a', { name: '\u202E\u2066\u2069' })).success).toBe(false);
  });

  it('caps 10 kB strings in every text field and keeps counts safe integers', () => {
    const huge = read(hostileWire('oddity-huge'));
    expect(hostileWire('oddity-huge').name).toHaveLength(`Oddity Huge ${'W'.repeat(TEN_KB)}`.length);
    expect(huge.name).toHaveLength(MAX_NAME_LENGTH);
    expect(huge.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(huge.price.type.length).toBeLessThanOrEqual(40);
    expect(huge.subcategories[0]?.name).toHaveLength(MAX_NAME_LENGTH);
    expect(huge.rating).toEqual({ average: 4.25, count: Number.MAX_SAFE_INTEGER });
  });

  it('keeps HTML as literal text', () => {
    const markup = read(hostileWire('oddity-fifty-five'));
    expect(markup.name).toBe(HOSTILE_TOOLS[1]?.name);
    expect(markup.description).toContain('<script>');
  });

  it('cleans a record stored by an earlier version as it is read, instead of dropping it', () => {
    const stored = {
      ...toDirectoryTool(read(wireTool('old')), 3),
      name: `\u202E${'n'.repeat(TEN_KB)}`,
      description: 'd'.repeat(TEN_KB),
      rating: { average: 55, count: -4.5 },
      subcategories: [{ id: 1, slug: 's', name: '\u2066Sub\u2069' }],
    };
    const cleaned = directoryToolSchema.parse(stored);
    expect(cleaned.name).toHaveLength(MAX_NAME_LENGTH);
    expect(cleaned.name).not.toMatch(BIDI_CONTROLS);
    expect(cleaned.description).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(cleaned.rating).toEqual({ average: 5, count: 0 });
    expect(cleaned.subcategories[0]?.name).toBe('Sub');
  });
});

describe('Rating never throws', () => {
  const stars = (container: Element) => {
    const all = container.querySelector('.ts-stars')?.textContent ?? '';
    const empty = container.querySelector('.ts-stars__empty')?.textContent ?? '';
    return { filled: all.length - empty.length, empty: empty.length };
  };

  it.each([
    [-1, 0, '0.0'],
    [5.5, 5, '5.0'],
    [55, 5, '5.0'],
    [Number.MAX_VALUE, 5, '5.0'],
    [-Number.MAX_VALUE, 0, '0.0'],
    [4.4, 4, '4.4'],
  ])('draws %d as %d full stars out of 5, reading %s', (average, filled, shown) => {
    const { container } = render(<Rating rating={{ average, count: 3 }} />);
    expect(stars(container)).toEqual({ filled, empty: 5 - filled });
    expect(container.querySelector('.ts-rating__value')?.textContent).toBe(shown);
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      `${shown} out of 5 (3 ratings)`,
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'says "No ratings yet" for %d',
    (average) => {
      const { container } = render(<Rating rating={{ average, count: 3 }} />);
      expect(container.textContent).toBe('No ratings yet');
    },
  );
});

describe('ErrorBoundary', () => {
  function Boom(): never {
    throw new Error('boom');
  }

  it('replaces only the part that threw with its fallback', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <ul>
        <li>
          <ErrorBoundary fallback={<span>broken</span>}>
            <Boom />
          </ErrorBoundary>
        </li>
        <li>
          <ErrorBoundary fallback={<span>broken</span>}>
            <span>fine</span>
          </ErrorBoundary>
        </li>
      </ul>,
    );
    expect(container.textContent).toBe('brokenfine');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('settles on the fallback when a remount throws again, without looping', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <ErrorBoundary fallback={<span>outer</span>}>
        <ErrorBoundary fallback={<span>inner</span>} remounts={3}>
          <Boom />
        </ErrorBoundary>
      </ErrorBoundary>,
    );
    // The remount happens while the inner boundary handles the first error, so the outer one takes it.
    expect(container.textContent).toBe('outer');
    warn.mockRestore();
  });
});

describe('the popup with hostile data', () => {
  setUpPopupTests();

  it('lists every hostile tool as a user would read it: clamped stars, plain names, HTML as text', async () => {
    background({ search: () => ({ ok: true, data: page(hostileTools()) }) });
    render(<PopupApp />);
    await type('oddity', 1000);
    const options = resultCells();
    expect(options).toHaveLength(HOSTILE_TOOLS.length);
    const names = options.map(
      (option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(names[0]).toBe('Oddity evif revo Chat');
    expect(names[1]).toBe('<img src=x onerror="document.title=\'pwned\'"><b>Oddity</b> Markup Chat');
    expect(names[5]).toHaveLength(MAX_NAME_LENGTH);
    // The HTML is text: no element came out of it.
    expect(document.querySelector('.pp-row__name img, .pp-row__name b')).toBeNull();
    expect(document.body.textContent).not.toMatch(BIDI_CONTROLS);
    expect(within(options[0] as HTMLElement).getByRole('img', { name: /^5\.0 out of 5/ })).toBeTruthy();
    expect(within(options[2] as HTMLElement).getByRole('img', { name: /^0\.0 out of 5/ })).toBeTruthy();
    expect(within(options[4] as HTMLElement).getByText('No ratings yet')).toBeTruthy();
  });

  it('a row that cannot be drawn is one line; the other rows and the view stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Data that got past every check by some other road: a price that is not an object.
    const broken = tool('broken', { price: null as unknown as Tool['price'] });
    background({ search: () => ({ ok: true, data: page([tool('first'), broken, tool('last')]) }) });
    render(<PopupApp />);
    await type('tools', 1000);
    const options = resultCells();
    expect(options).toHaveLength(3);
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('First'),
      "This tool can't be shown",
      expect.stringContaining('Last'),
    ]);
    expect(screen.getByRole('combobox', { name: 'Search AI tools' })).toBeTruthy();
    warn.mockRestore();
  });

  it('opening a hostile tool shows its detail, description as text', async () => {
    const markup = read(hostileWire('oddity-fifty-five'));
    background({
      search: () => ({ ok: true, data: page([markup]) }),
      'tool/get': () => ({ ok: true, data: markup }),
      'tool/alternatives': () => ({ ok: true, data: hostileTools() }),
    });
    render(<PopupApp />);
    await type('oddity', 1000);
    fireEvent.click(resultCells()[0] as HTMLElement);
    await flush(100);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(markup.name);
    expect(screen.getByText(/<script>document\.title="pwned"<\/script>/)).toBeTruthy();
    expect(document.querySelector('script, .pp-detail a[href^="javascript:"]')).toBeNull();
    expect(screen.getByRole('list', { name: /^Alternatives to/ }).querySelectorAll('li')).toHaveLength(5);
  });
});

describe('the on-page card with odd data', () => {
  const mounted: CardHandle[] = [];
  afterEach(() => {
    for (const handle of mounted.splice(0)) handle.remove();
  });

  function mount(tool: Tool, alternatives: Tool[] = []) {
    const handle = mountCard({ tool, alternatives, stale: false, notice: null } as never, {
      mode: 'open',
    });
    mounted.push(handle);
    return { handle, ui: within(handle.shadow as unknown as HTMLElement) };
  }

  it('shows a hostile tool clamped and cleaned, in the pill and the card', () => {
    const { ui } = mount(read(hostileWire('oddity-over-five')), hostileTools().slice(1));
    const pill = ui.getByRole('button', { name: 'Toolscout: Oddity evif revo Chat, rated 5.0 out of 5' });
    fireEvent.click(pill);
    const card = ui.getByRole('region', { name: 'Toolscout: Oddity evif revo Chat' });
    expect(within(card).getAllByRole('img', { name: /out of 5/ }).length).toBeGreaterThan(0);
    expect(card.textContent).not.toMatch(BIDI_CONTROLS);
  });

  it('a card that fails to draw folds back into its pill', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The pill reads only the name and rating; the card also reads the price, broken here.
    const { ui } = mount(tool('writely', { price: null as unknown as ReturnType<typeof tool>['price'] }));
    const pill = () => ui.getByRole('button', { name: /^Toolscout: Writely/ });
    fireEvent.click(pill());
    expect(ui.queryByRole('region')).toBeNull();
    expect(pill().getAttribute('aria-expanded')).toBe('false');
    // And again: still the pill, never an empty page corner.
    fireEvent.click(pill());
    expect(pill().getAttribute('aria-expanded')).toBe('false');
    warn.mockRestore();
  });
});
