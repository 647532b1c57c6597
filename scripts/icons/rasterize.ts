import { PNG } from 'pngjs';
import type { RoundedRect } from './logoShapes';

/**
 * Paints shapes into an RGBA buffer. Edges are anti-aliased with a signed distance field:
 * a pixel's coverage is how far its centre lies inside the edge, clamped to one pixel, which
 * gives smooth edges at any size without supersampling.
 */
export interface Raster {
  size: number;
  /** Straight (not premultiplied) RGBA, 0–1, row-major. */
  pixels: Float64Array;
}

function parseHex(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(color);
  if (!match) throw new Error(`Colour must be #RRGGBB, got ${color}`);
  const n = Number.parseInt(match[1], 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Signed distance from (x, y) to the shape's edge in design units: negative inside. */
export function signedDistance(shape: RoundedRect, x: number, y: number): number {
  const angle = (-shape.rotation * Math.PI) / 180;
  const dx = x - shape.cx;
  const dy = y - shape.cy;
  const localX = Math.abs(dx * Math.cos(angle) - dy * Math.sin(angle));
  const localY = Math.abs(dx * Math.sin(angle) + dy * Math.cos(angle));
  const qx = localX - (shape.width / 2 - shape.radius);
  const qy = localY - (shape.height / 2 - shape.radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  const inside = Math.min(Math.max(qx, qy), 0);
  const edge = outside + inside - shape.radius;
  return shape.stroke === undefined ? edge : Math.abs(edge) - shape.stroke / 2;
}

export function rasterize(shapes: RoundedRect[], size: number): Raster {
  const pixels = new Float64Array(size * size * 4);
  const unitsPerPixel = 100 / size;
  for (const shape of shapes) {
    const [r, g, b] = parseHex(shape.color);
    const opacity = shape.opacity ?? 1;
    for (let py = 0; py < size; py++) {
      for (let px = 0; px < size; px++) {
        const distance = signedDistance(shape, (px + 0.5) * unitsPerPixel, (py + 0.5) * unitsPerPixel);
        const coverage = Math.min(1, Math.max(0, 0.5 - distance / unitsPerPixel));
        if (coverage === 0) continue;
        paintOver(pixels, (py * size + px) * 4, r, g, b, coverage * opacity);
      }
    }
  }
  return { size, pixels };
}

/** Porter–Duff "source over" in straight alpha. */
function paintOver(pixels: Float64Array, at: number, r: number, g: number, b: number, alpha: number) {
  const below = pixels[at + 3];
  const out = alpha + below * (1 - alpha);
  const mix = (src: number, dst: number) => (src * alpha + dst * below * (1 - alpha)) / out;
  pixels[at] = mix(r, pixels[at]);
  pixels[at + 1] = mix(g, pixels[at + 1]);
  pixels[at + 2] = mix(b, pixels[at + 2]);
  pixels[at + 3] = out;
}

export function encodePng(raster: Raster): Buffer {
  const png = new PNG({ width: raster.size, height: raster.size });
  for (let i = 0; i < raster.pixels.length; i++) {
    png.data[i] = Math.round(raster.pixels[i] * 255);
  }
  return PNG.sync.write(png);
}
