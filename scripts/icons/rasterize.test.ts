import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { MASKABLE_SAFE_RADIUS, maskableIcon, type RoundedRect, standardIcon } from './logoShapes';
import { encodePng, rasterize, signedDistance } from './rasterize';

const square: RoundedRect = {
  cx: 50,
  cy: 50,
  width: 40,
  height: 20,
  radius: 0,
  rotation: 0,
  color: '#FF0000',
};

function pixel(raster: { size: number; pixels: Float64Array }, x: number, y: number) {
  const at = (y * raster.size + x) * 4;
  return Array.from(raster.pixels.subarray(at, at + 4));
}

describe('signedDistance', () => {
  it('is negative inside, zero on the edge and the distance outside', () => {
    expect(signedDistance(square, 50, 50)).toBe(-10);
    expect(signedDistance(square, 70, 50)).toBe(0);
    expect(signedDistance(square, 75, 50)).toBe(5);
    expect(signedDistance(square, 73, 64)).toBe(5);
  });

  it('follows the rotation', () => {
    const turned = { ...square, rotation: 90 };
    expect(signedDistance(turned, 50, 70)).toBeCloseTo(0);
    expect(signedDistance(turned, 65, 50)).toBeCloseTo(5);
  });

  it('paints only a band around the edge for strokes', () => {
    const ring = { ...square, stroke: 2 };
    expect(signedDistance(ring, 70, 50)).toBe(-1);
    expect(signedDistance(ring, 50, 50)).toBe(9);
  });
});

describe('rasterize', () => {
  it('covers inside pixels fully, outside not at all, and blends the edge', () => {
    const raster = rasterize([{ ...square, rotation: 20 }], 64);
    expect(pixel(raster, 32, 32)).toEqual([1, 0, 0, 1]);
    expect(pixel(raster, 2, 2)[3]).toBe(0);
    const partial = Array.from({ length: 64 * 64 }, (_, i) => raster.pixels[i * 4 + 3]).filter(
      (a) => a > 0 && a < 1,
    );
    expect(partial.length).toBeGreaterThan(20);
  });

  it('composites later shapes over earlier ones with their opacity', () => {
    const white = { ...square, width: 100, height: 100, color: '#FFFFFF' };
    const raster = rasterize([white, { ...square, color: '#000000', opacity: 0.5 }], 10);
    expect(pixel(raster, 5, 5)).toEqual([0.5, 0.5, 0.5, 1]);
  });

  it('encodes a PNG of the requested size', () => {
    const decoded = PNG.sync.read(encodePng(rasterize(standardIcon(), 48)));
    expect([decoded.width, decoded.height]).toEqual([48, 48]);
    expect(decoded.data[0 + 3]).toBe(0);
    expect(decoded.data[(24 * 48 + 24) * 4 + 3]).toBe(255);
  });
});

describe('the maskable icon', () => {
  it('keeps every logo pixel inside the 80 % safe zone and fills the bleed with brand blue', () => {
    const size = 128;
    const raster = rasterize(maskableIcon(), size);
    const brand = [0x0e / 255, 0x68 / 255, 0xab / 255, 1];
    let logoPixels = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const fromCentre = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size;
        const isBrand = pixel(raster, x, y).every((v, i) => Math.abs(v - brand[i]) < 1e-9);
        if (fromCentre > MASKABLE_SAFE_RADIUS / 100) expect(isBrand).toBe(true);
        else if (!isBrand) logoPixels++;
      }
    }
    expect(logoPixels).toBeGreaterThan(size * size * 0.15);
  });
});
