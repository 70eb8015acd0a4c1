import { Component, type ComponentChildren, Fragment } from 'preact';

interface ErrorBoundaryProps {
  children?: ComponentChildren;
  /** What stands in for the children once one of them threw (one line, never a blank view). */
  fallback: ComponentChildren;
  /**
   * Mount the children afresh (every state inside reset) this many times before settling on the
   * fallback: the on-page card uses it to fold back into its pill.
   */
  remounts?: number;
}

interface ErrorBoundaryState {
  failures: number;
}

/**
 * Keeps a rendering error inside the part of the screen that caused it. Preact hands the boundary
 * errors thrown while rendering its descendants; an error thrown while the boundary itself is
 * re-rendering after one goes on to the next boundary up, so a fallback that throws cannot loop.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failures: 0 };

  componentDidCatch(error: unknown): void {
    // The message says what broke for whoever debugs it; nothing in a rendering error is secret.
    console.warn('Toolscout: a part of the view failed to render and was replaced', error);
    this.setState((state) => ({ failures: state.failures + 1 }));
  }

  render() {
    const { failures } = this.state;
    if (failures > (this.props.remounts ?? 0)) return this.props.fallback;
    // A new key on each failure mounts the children again from their initial state.
    return <Fragment key={failures}>{this.props.children}</Fragment>;
  }
}
