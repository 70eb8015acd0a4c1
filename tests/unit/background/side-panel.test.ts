// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { openSidePanel } from '../../../lib/background/side-panel';

describe('opening Toolscout beside the page', () => {
  it("Chrome: opens the side panel in the clicked tab's window, at once (before any await: a gesture is needed)", () => {
    const open = vi.fn(async () => undefined);
    openSidePanel({ sidePanel: { open } }, { windowId: 3 });
    expect(open).toHaveBeenCalledWith({ windowId: 3 });
  });

  it("Firefox: opens the sidebar (the browser's own shortcut needs no help)", () => {
    const open = vi.fn(async () => undefined);
    const sidePanel = { open: vi.fn(async () => undefined) };
    openSidePanel({ sidebarAction: { open }, sidePanel }, { windowId: 3 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(sidePanel.open).not.toHaveBeenCalled();
  });

  it('does nothing without a window to open it in, or in a browser with neither', () => {
    const open = vi.fn(async () => undefined);
    openSidePanel({ sidePanel: { open } }, undefined);
    openSidePanel({ sidePanel: { open } }, {});
    expect(open).not.toHaveBeenCalled();
    expect(() => openSidePanel({}, { windowId: 3 })).not.toThrow();
  });

  it('a refusal, at once or later, leaves no error behind', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const later = vi.fn(async () => {
        throw new Error('`sidePanel.open()` may only be called in response to a user gesture.');
      });
      const atOnce = vi.fn(() => {
        throw new Error('not implemented');
      });
      expect(() => openSidePanel({ sidePanel: { open: later } }, { windowId: 3 })).not.toThrow();
      expect(() => openSidePanel({ sidebarAction: { open: atOnce } }, { windowId: 3 })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});
