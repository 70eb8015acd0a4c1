import { Component } from 'preact';
import { safeHttpUrl } from '../lib/common/format';

interface LogoProps {
  src: string | null;
  name: string;
  size?: number;
}

/**
 * The tiles of tools without a logo that loads, picked by name so a tool keeps its colour everywhere (the
 * on-page card meets this more often than the popup: a page's own Content-Security-Policy may refuse
 * images). White letters on each pass 4.5:1 (WCAG AA); the same in light and dark.
 */
const TILE_COLOURS = ['#4f46e5', '#0f766e', '#b45309', '#be123c', '#15803d', '#7e22ce', '#0369a1', '#c2410c'];

function tileColour(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length] as string;
}

/**
 * The tool's logo when it is an http(s) image that loads; its initial on a coloured tile otherwise. A
 * class, not a hook: the on-page card shows logos and its script has no room for preact/hooks.
 */
export class Logo extends Component<LogoProps, { failed: boolean }> {
  state = { failed: false };

  render() {
    return logoView(this.props, this.state.failed, () => this.setState({ failed: true }));
  }
}

function logoView({ src, name, size = 32 }: LogoProps, failed: boolean, setFailed: (failed: true) => void) {
  const url = safeHttpUrl(src);
  const style = { width: `${size}px`, height: `${size}px` };
  if (!url || failed) {
    return (
      <span
        class="ts-logo ts-logo--initial"
        style={{ ...style, background: tileColour(name), fontSize: `${Math.round(size * 0.45)}px` }}
        aria-hidden="true"
      >
        {[...name.trim()][0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img
      class="ts-logo"
      style={style}
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerpolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
