/** A grey image: one byte a pixel, 0 black. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** RGBA (canvas ImageData) to grey by luma. */
export function toGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) {
    const at = i * 4;
    pixels[i] = ((rgba[at] ?? 0) * 77 + (rgba[at + 1] ?? 0) * 150 + (rgba[at + 2] ?? 0) * 29) >> 8;
  }
  return { width, height, pixels };
}

/** Otsu's threshold: the grey level that best splits the histogram into ink and paper. */
export function otsuThreshold(image: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of image.pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = image.pixels.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level] ?? 0;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * (histogram[level] ?? 0);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * Ink as 1, paper as 0. The corner's text is light on a dark frame on most cards: when ink would
 * cover more than half the crop the picture is inverted, so the text is always the 1s.
 */
export function binarise(image: GreyImage): Uint8Array {
  const threshold = otsuThreshold(image);
  const ink = new Uint8Array(image.pixels.length);
  let inked = 0;
  for (let i = 0; i < ink.length; i++) {
    const dark = (image.pixels[i] ?? 0) <= threshold ? 1 : 0;
    ink[i] = dark;
    inked += dark;
  }
  if (inked > ink.length / 2) for (let i = 0; i < ink.length; i++) ink[i] = 1 - (ink[i] ?? 0);
  return ink;
}
