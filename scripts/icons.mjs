// Renders assets/icon.svg to the PNG sizes the Chrome and Firefox stores and toolbars need.
// Run after changing the SVG: `npm run icons`. The PNGs are committed, so builds need no renderer.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const svg = readFileSync(new URL('../assets/icon.svg', import.meta.url), 'utf8');
const outDir = new URL('../public/icon/', import.meta.url);
mkdirSync(outDir, { recursive: true });

// The artwork (its rounded square) spans x and y 4..124 of the SVG's 128-unit viewBox.
const ARTWORK = { start: 4, size: 120 };
// The Chrome Web Store's 128 px icon holds 96 px of artwork with transparent padding around it
// (developer.chrome.com/docs/webstore/images#icons); the toolbar sizes use the whole square.
const PADDED = { 128: 96 };

/** The SVG with a viewBox that puts `artwork` px of the artwork in the middle of a `size` px image. */
function withArtworkOf(size, artwork) {
  const unitsPerPixel = ARTWORK.size / artwork;
  const side = size * unitsPerPixel;
  const origin = ARTWORK.start + ARTWORK.size / 2 - side / 2;
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${origin} ${origin} ${side} ${side}"`);
}

for (const size of [16, 32, 48, 96, 128]) {
  const source = PADDED[size] ? withArtworkOf(size, PADDED[size]) : svg;
  const png = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(new URL(`${size}.png`, outDir), png);
  console.log(
    `public/icon/${size}.png ${png.length} bytes${PADDED[size] ? ` (${PADDED[size]} px artwork)` : ''}`,
  );
}
