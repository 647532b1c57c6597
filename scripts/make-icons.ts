/**
 * Writes the logo (public/logo.svg, also the favicon) and the PNG icons of the manifest and iOS.
 * Run with `npm run icons`; the outputs are committed, so a build never needs this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appleTouchIcon, maskableIcon, type RoundedRect, standardIcon } from './icons/logoShapes';
import { encodePng, rasterize } from './icons/rasterize';
import { toSvg } from './icons/toSvg';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

const pngs: Array<{ file: string; shapes: RoundedRect[]; size: number }> = [
  { file: 'icons/icon-192.png', shapes: standardIcon(), size: 192 },
  { file: 'icons/icon-512.png', shapes: standardIcon(), size: 512 },
  { file: 'icons/maskable-512.png', shapes: maskableIcon(), size: 512 },
  { file: 'apple-touch-icon.png', shapes: appleTouchIcon(), size: 180 },
];

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
writeFileSync(path.join(publicDir, 'logo.svg'), toSvg(standardIcon(), 'Cardfolio'));
console.log('wrote public/logo.svg');
for (const { file, shapes, size } of pngs) {
  const png = encodePng(rasterize(shapes, size));
  writeFileSync(path.join(publicDir, file), png);
  console.log(`wrote public/${file} (${size}×${size}, ${png.length} bytes)`);
}
