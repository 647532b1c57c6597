import { binarise, type GreyImage, toGrey } from '../../../domain/scan/binarise';
import type { Box } from '../../../domain/scan/cardRegions';

/** Part of a bitmap drawn to a canvas `height` pixels tall (width by the box's shape). */
export function drawScaled(source: ImageBitmap, box: Box, height: number): OffscreenCanvas {
  const width = Math.max(1, Math.round((box.width / box.height) * height));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(source, box.left, box.top, box.width, box.height, 0, 0, width, height);
  return canvas;
}

export function greyOf(canvas: OffscreenCanvas): GreyImage {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return toGrey(data, canvas.width, canvas.height);
}

export interface BinarisedCrop {
  /** Black ink on white, for OCR. */
  canvas: OffscreenCanvas;
  ink: Uint8Array;
}

/** A part of the card cropped, binarised (ink as black on white, whatever the frame's colour). */
export function binarisedCrop(source: ImageBitmap, box: Box, height: number): BinarisedCrop {
  const canvas = drawScaled(source, box, height);
  const ink = binarise(greyOf(canvas));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  const picture = context.createImageData(canvas.width, canvas.height);
  for (let i = 0; i < ink.length; i++) {
    const value = ink[i] ? 0 : 255;
    picture.data.set([value, value, value, 255], i * 4);
  }
  context.putImageData(picture, 0, 0);
  return { canvas, ink };
}
