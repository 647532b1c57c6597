import type { GreyImage } from './binarise';
import type { Box } from './cardRegions';

/** How far (share of the outline) a card's edge may sit from the outline's. */
const SEARCH_SHARE = 0.18;
/** An edge's mean brightness step must be at least this (0–255) to count as a card border. */
const MIN_EDGE_STEP = 18;

/** Mean absolute brightness step across a vertical line at x, over rows top..bottom. */
function columnStep(image: GreyImage, x: number, top: number, bottom: number): number {
  let sum = 0;
  for (let y = top; y < bottom; y++) {
    const at = y * image.width + x;
    sum += Math.abs((image.pixels[at + 1] ?? 0) - (image.pixels[at - 1] ?? 0));
  }
  return sum / Math.max(1, bottom - top);
}

function rowStep(image: GreyImage, y: number, left: number, right: number): number {
  let sum = 0;
  for (let x = left; x < right; x++) {
    const at = y * image.width + x;
    sum += Math.abs((image.pixels[at + image.width] ?? 0) - (image.pixels[at - image.width] ?? 0));
  }
  return sum / Math.max(1, right - left);
}

/** The strongest step among positions from..to (clamped inside the image), with its strength. */
function strongest(from: number, to: number, limit: number, step: (at: number) => number) {
  let best = { at: -1, strength: 0 };
  for (let at = Math.max(1, Math.round(from)); at <= Math.min(limit - 2, Math.round(to)); at++) {
    const strength = step(at);
    if (strength > best.strength) best = { at, strength };
  }
  return best;
}

/**
 * The card in a (downscaled) grey frame: each edge is the strongest brightness step near the
 * outline's edge, measured over the middle of the opposite sides so corners and fingers weigh
 * little. Null when any edge is too weak: no card is held in the outline.
 */
export function findCard(image: GreyImage, outline: Box): Box | null {
  const reachX = outline.width * SEARCH_SHARE;
  const reachY = outline.height * SEARCH_SHARE;
  const rows = [
    Math.round(outline.top + outline.height * 0.2),
    Math.round(outline.top + outline.height * 0.8),
  ] as const;
  const columns = [
    Math.round(outline.left + outline.width * 0.2),
    Math.round(outline.left + outline.width * 0.8),
  ] as const;
  const right = outline.left + outline.width;
  const bottom = outline.top + outline.height;
  const edges = [
    strongest(outline.left - reachX, outline.left + reachX, image.width, (x) =>
      columnStep(image, x, ...rows),
    ),
    strongest(right - reachX, right + reachX, image.width, (x) => columnStep(image, x, ...rows)),
    strongest(outline.top - reachY, outline.top + reachY, image.height, (y) => rowStep(image, y, ...columns)),
    strongest(bottom - reachY, bottom + reachY, image.height, (y) => rowStep(image, y, ...columns)),
  ];
  if (edges.some((edge) => edge.at < 0 || edge.strength < MIN_EDGE_STEP)) return null;
  const [leftEdge, rightEdge, topEdge, bottomEdge] = edges.map((edge) => edge.at) as [
    number,
    number,
    number,
    number,
  ];
  return { left: leftEdge, top: topEdge, width: rightEdge - leftEdge, height: bottomEdge - topEdge };
}
