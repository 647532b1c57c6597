import { describe, expect, it } from 'vitest';
import type { GreyImage } from './binarise';
import { outlineIn } from './cardRegions';
import { findCard } from './findCard';

/** A frame of background grey with a card-coloured box drawn in it. */
function frameWith(
  width: number,
  height: number,
  card: { left: number; top: number; right: number; bottom: number } | null,
): GreyImage {
  const pixels = new Uint8Array(width * height).fill(150);
  if (card) {
    for (let y = card.top; y < card.bottom; y++)
      pixels.fill(25, y * width + card.left, y * width + card.right);
  }
  return { width, height, pixels };
}

describe('findCard', () => {
  const outline = outlineIn(200, 240);

  it('finds a card held near the outline', () => {
    const left = Math.round(outline.left) + 4;
    const top = Math.round(outline.top) - 3;
    const card = {
      left,
      top,
      right: left + Math.round(outline.width) - 6,
      bottom: top + Math.round(outline.height),
    };
    const found = findCard(frameWith(200, 240, card), outline);
    expect(found).not.toBeNull();
    expect(Math.abs((found?.left ?? 0) - left)).toBeLessThanOrEqual(1);
    expect(Math.abs((found?.top ?? 0) - top)).toBeLessThanOrEqual(1);
    expect(Math.abs((found?.left ?? 0) + (found?.width ?? 0) - card.right)).toBeLessThanOrEqual(1);
  });

  it('finds none in an empty frame', () => {
    expect(findCard(frameWith(200, 240, null), outline)).toBeNull();
  });
});
