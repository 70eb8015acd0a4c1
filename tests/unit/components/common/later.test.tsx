import { type ComponentChild, h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { later } from '../../../../components/common/later';

describe('later: a part drawn from a chunk of its own', () => {
  it('draws the part when its chunk comes between the first render and that render’s effect', async () => {
    let deliver: (part: () => ComponentChild) => void = () => undefined;
    const Part = later(
      () =>
        new Promise<() => ComponentChild>((resolve) => {
          deliver = resolve;
        }),
      () => h('p', null, 'placeholder'),
    );
    // The popup's idle preload has asked for the chunk already (components/popup/shell/deferred.tsx).
    const preloading = Part.preload();
    const root = document.createElement('div');
    document.body.append(root);
    // Preact's own render, whose effects run after the next frame (testing-library's would run them now).
    render(h(Part, {}), root);
    expect(root.textContent).toBe('placeholder');
    deliver(() => h('p', null, 'the detail'));
    await preloading;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Before the fix the placeholder stayed: seen in CI as a popup detail left blank for 10 s.
    expect(root.textContent).toBe('the detail');
    render(null, root);
  });
});
