// A memoised component (components/common/memo.ts) draws again only when a prop changes: what keeps a
// keystroke in the popup from redrawing the filter bar and the rows that stayed.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memo } from '../../../../components/common/memo';

afterEach(cleanup);

describe('memo', () => {
  it('skips a redraw with the same props, and draws again when one changes, is added or removed', () => {
    const draw = vi.fn(({ label }: { label: string; extra?: number }) => <p>{label}</p>);
    const Label = memo(draw);
    const view = render(<Label label="Jasper" />);
    view.rerender(<Label label="Jasper" />);
    expect(draw).toHaveBeenCalledTimes(1);
    view.rerender(<Label label="Copy.ai" />);
    expect(screen.getByText('Copy.ai')).toBeTruthy();
    view.rerender(<Label label="Copy.ai" extra={1} />);
    view.rerender(<Label label="Copy.ai" />);
    expect(draw).toHaveBeenCalledTimes(4);
  });
});
