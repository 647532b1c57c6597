/** A rectangle in some image's pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A card is 63 × 88 mm. */
export const CARD_ASPECT = 63 / 88;

/**
 * Parts of a card as shares of its box, measured on printed cards: the modern frame's two corner
 * lines (number + rarity, then set + language) and the title of any frame.
 */
const REGIONS = {
  // Taller and wider than the two lines: the card's box is upright while the card may lean, and a
  // lean of a few degrees moves the lines by several hundredths of the box (3° cut off the number).
  corner: { left: 0.02, top: 0.875, width: 0.44, height: 0.12 },
  setLine: { left: 0.035, top: 0.942, width: 0.3, height: 0.038 },
  title: { left: 0.07, top: 0.04, width: 0.66, height: 0.06 },
} as const;

export type CardRegion = keyof typeof REGIONS;

export function regionOf(card: Box, region: CardRegion): Box {
  const share = REGIONS[region];
  return {
    left: card.left + card.width * share.left,
    top: card.top + card.height * share.top,
    width: card.width * share.width,
    height: card.height * share.height,
  };
}

/** The outline drawn over the camera: the largest card-shaped box, centred, with a margin. */
export function outlineIn(frameWidth: number, frameHeight: number, margin = 0.08): Box {
  const height = Math.min(frameHeight * (1 - 2 * margin), (frameWidth * (1 - 2 * margin)) / CARD_ASPECT);
  const width = height * CARD_ASPECT;
  return { left: (frameWidth - width) / 2, top: (frameHeight - height) / 2, width, height };
}
