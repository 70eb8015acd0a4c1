import { Component } from 'preact';
import { safeHttpUrl } from '../lib/format';

interface LogoProps {
  src: string | null;
  name: string;
  size?: number;
}

/**
 * The tool's logo when it is an http(s) image that loads; its initial otherwise. A class, not a hook:
 * the on-page card shows logos and its script has no room for preact/hooks.
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
      <span class="ts-logo ts-logo--initial" style={style} aria-hidden="true">
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
