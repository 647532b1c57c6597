/** A connected blob of ink in a binarised crop. */
export interface Blob {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Ink pixels in it. */
  area: number;
}

/** Blobs of 4-connected ink (1s) in a width × height mask. */
export function blobsOf(ink: Uint8Array, width: number, height: number): Blob[] {
  const seen = new Uint8Array(ink.length);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let [left, right, top, bottom, area] = [width, 0, height, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      area++;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const next of neighbours) {
        if (next >= 0 && next < ink.length && ink[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    blobs.push({ left, top, width: right - left + 1, height: bottom - top + 1, area });
  }
  return blobs;
}

export type Mark = 'star' | 'dot';

/** A round dot fills π/4 ≈ 0.79 of its box; a five-pointed star about 0.45. */
const STAR_MAX_FILL = 0.62;
/** The dot is a third of the letters' height or less; the star nearly their height. */
const STAR_MIN_HEIGHT_SHARE = 0.55;

/**
 * Star (foil) or dot, told by the glyph's shape and size, never by OCR: the mark is the blob
 * between the set code and the language. `letterHeight` is the height of the line's letters.
 */
export function classifyMark(mark: Blob, letterHeight: number): Mark {
  const fill = mark.area / (mark.width * mark.height);
  const tall = mark.height >= letterHeight * STAR_MIN_HEIGHT_SHARE;
  return fill <= STAR_MAX_FILL && tall ? 'star' : 'dot';
}

/**
 * The mark on the set line (a binarised crop of that line alone, "MH2 • EN"): left to right the
 * blobs are the set code's letters, the mark, then the two letters of the language, so the mark is
 * the third blob from the right. Null when the line has too few blobs to hold one.
 */
export function findMark(ink: Uint8Array, width: number, height: number): Mark | null {
  const blobs = blobsOf(ink, width, height).filter((blob) => blob.area >= 4);
  if (blobs.length < 4) return null;
  const letterHeight = Math.max(...blobs.map((blob) => blob.height));
  const mark = blobs.sort((a, b) => a.left - b.left)[blobs.length - 3];
  return mark ? classifyMark(mark, letterHeight) : null;
}
