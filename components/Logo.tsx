import { useState } from 'preact/hooks';
import { safeHttpUrl } from '../lib/format';

/** The tool's logo when it is an http(s) image that loads; its initial otherwise. */
export function Logo({ src, name, size = 32 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
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
