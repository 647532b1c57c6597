import { describe, expect, it } from 'vitest';
import { type Box, regionOf } from './cardRegions';

/** A card 630 × 880 as the test set paints it; its corner's two lines span this block. */
const CARD = { width: 630, height: 880 };
const CORNER_TEXT = { left: 30, right: 160, top: 805, bottom: 858 };

/**
 * Where the corner text's four ends land when the card leans `degrees` about its middle, in the
 * upright box around the leaning card (what findCard answers).
 */
function leaningCorner(degrees: number): { box: Box; points: [number, number][] } {
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const width = CARD.width * Math.abs(cos) + CARD.height * Math.abs(sin);
  const height = CARD.width * Math.abs(sin) + CARD.height * Math.abs(cos);
  const ends: [number, number][] = [
    [CORNER_TEXT.left, CORNER_TEXT.top],
    [CORNER_TEXT.right, CORNER_TEXT.top],
    [CORNER_TEXT.left, CORNER_TEXT.bottom],
    [CORNER_TEXT.right, CORNER_TEXT.bottom],
  ];
  const points = ends.map(([x, y]): [number, number] => {
    const [dx, dy] = [x - CARD.width / 2, y - CARD.height / 2];
    return [dx * cos - dy * sin + width / 2, dx * sin + dy * cos + height / 2];
  });
  return { box: { left: 0, top: 0, width, height }, points };
}

describe('regionOf', () => {
  it.each([-3, 0, 3])('keeps both corner lines in the corner crop of a card leaning %i°', (degrees) => {
    const { box, points } = leaningCorner(degrees);
    const corner = regionOf(box, 'corner');
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(corner.left);
      expect(x).toBeLessThanOrEqual(corner.left + corner.width);
      expect(y).toBeGreaterThanOrEqual(corner.top);
      expect(y).toBeLessThanOrEqual(corner.top + corner.height);
    }
  });
});
