import { describe, expect, it } from 'vitest';
import { binarise, otsuThreshold, toGrey } from './binarise';

function grey(values: number[]) {
  return { width: values.length, height: 1, pixels: Uint8Array.from(values) };
}

describe('binarise', () => {
  it('converts RGBA to grey by luma', () => {
    const rgba = Uint8ClampedArray.from([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]);
    expect([...toGrey(rgba, 3, 1).pixels]).toEqual([255, 0, 76]);
  });

  it('splits two grey levels between them', () => {
    const threshold = otsuThreshold(grey([30, 30, 30, 200, 200, 200, 200]));
    expect(threshold).toBeGreaterThanOrEqual(30);
    expect(threshold).toBeLessThan(200);
  });

  it('marks dark text on light paper as ink', () => {
    expect([...binarise(grey([20, 230, 230, 230, 20]))]).toEqual([1, 0, 0, 0, 1]);
  });

  it('marks light text on a dark frame as ink too', () => {
    expect([...binarise(grey([230, 20, 20, 20, 230]))]).toEqual([1, 0, 0, 0, 1]);
  });
});
