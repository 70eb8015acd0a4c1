// Renders assets/icon.svg to the PNG sizes the Chrome and Firefox stores and toolbars need.
// Run after changing the SVG: `npm run icons`. The PNGs are committed, so builds need no renderer.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const svg = readFileSync(new URL('../assets/icon.svg', import.meta.url), 'utf8');
const outDir = new URL('../public/icon/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const size of [16, 32, 48, 96, 128]) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(new URL(`${size}.png`, outDir), png);
  console.log(`public/icon/${size}.png ${png.length} bytes`);
}
