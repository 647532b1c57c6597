import type { GreyImage } from './binarise';
import type { Box } from './cardRegions';

/** How far (share of the outline) a card's edge may sit from the outline's, held in the camera's outline. */
export const OUTLINE_REACH = 0.18;
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

/** A step this share of the strongest in reach counts as an edge: the card's border, not its inner frame. */
const EDGE_SHARE = 0.5;

/**
 * The outermost strong step among positions from..to (clamped inside the image), walking in from
 * `from`: the card's border with the background comes before the frame's brighter inner edges. The
 * step's strength is the local peak's.
 */
function outermost(from: number, to: number, limit: number, step: (at: number) => number) {
  const low = Math.max(1, Math.round(Math.min(from, to)));
  const high = Math.min(limit - 2, Math.round(Math.max(from, to)));
  const positions = Array.from({ length: Math.max(0, high - low + 1) }, (_, index) => low + index);
  if (from > to) positions.reverse();
  const steps = positions.map(step);
  const threshold = Math.max(MIN_EDGE_STEP, Math.max(0, ...steps) * EDGE_SHARE);
  let index = steps.findIndex((strength) => strength >= threshold);
  if (index < 0) return { at: -1, strength: 0 };
  while (index + 1 < steps.length && (steps[index + 1] ?? 0) > (steps[index] ?? 0)) index++;
  return { at: positions[index] ?? -1, strength: steps[index] ?? 0 };
}

/**
 * The card in a (downscaled) grey frame: each edge is the outermost strong brightness step near the
 * outline's edge (within `reach`, a share of the outline), measured over the middle of the opposite sides so corners and fingers weigh
 * little. Null when any edge is too weak: no card is held in the outline.
 */
export function findCard(image: GreyImage, outline: Box, reach = OUTLINE_REACH): Box | null {
  const reachX = outline.width * reach;
  const reachY = outline.height * reach;
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
  const columnAt = (x: number) => columnStep(image, x, ...rows);
  const rowAt = (y: number) => rowStep(image, y, ...columns);
  // Each edge walked from outside the outline inwards.
  const edges = [
    outermost(outline.left - reachX, outline.left + reachX, image.width, columnAt),
    outermost(right + reachX, right - reachX, image.width, columnAt),
    outermost(outline.top - reachY, outline.top + reachY, image.height, rowAt),
    outermost(bottom + reachY, bottom - reachY, image.height, rowAt),
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
