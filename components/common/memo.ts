// A component redrawn only when one of its props changes (by identity), as preact/compat's `memo`,
// which would bring compat's other patches to every vnode with it. For pieces a keystroke would
// otherwise redraw for nothing: the search must show its rows within one frame (16 ms).
import { Component, type FunctionComponent, h } from 'preact';

function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props, next);
    }

    render(props: P) {
      return h(render, props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
