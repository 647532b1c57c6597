import { parseBottomLine } from '../../../domain/scan/bottomLine';
import { type Box, outlineIn, regionOf } from '../../../domain/scan/cardRegions';
import { findCard, OUTLINE_REACH } from '../../../domain/scan/findCard';
import { findMark } from '../../../domain/scan/markShape';
import { matchBottomLine } from '../../../domain/scan/repairSetCode';
import type { ScanCatalogue } from '../../../domain/scan/scanCatalogue';
import { matchTitle } from '../../../domain/scan/titleMatch';
import { binarisedCrop, drawScaled, greyOf } from './crops';
import type { OcrReader } from './ocrReader';
import type { ScanFrameResult } from './scanMessages';

/** The frame is searched for the card at this width: edges need no more. */
const LOCATE_WIDTH = 240;
/** Pixel heights the parts are read at: the corner's two lines, the set line, the title. */
const CORNER_HEIGHT = 154;
const SET_LINE_HEIGHT = 48;
const TITLE_HEIGHT = 56;
/** A title read this near (edit distance over length) to one name, and nearer than the next, names it. */
const TITLE_MAX_SCORE = 0.2;
const CANDIDATES = 5;
/** Edge search reach in a photo, as a share of the middle outline. */
const PHOTO_REACH = 0.35;
const TRAY_IMAGE_HEIGHT = 168;

function scaleBox(box: Box, factor: number): Box {
  return {
    left: box.left * factor,
    top: box.top * factor,
    width: box.width * factor,
    height: box.height * factor,
  };
}

function locate(frame: ImageBitmap, photo: boolean): Box | null {
  const factor = LOCATE_WIDTH / frame.width;
  const small = greyOf(
    drawScaled(
      frame,
      { left: 0, top: 0, width: frame.width, height: frame.height },
      Math.round(frame.height * factor),
    ),
  );
  // A photo is framed by hand: the card may sit anywhere in it, so each edge is looked for further.
  const outline = outlineIn(small.width, small.height, photo ? 0.2 : 0.08);
  const card = findCard(small, outline, photo ? PHOTO_REACH : OUTLINE_REACH);
  if (card) return scaleBox(card, 1 / factor);
  return photo ? scaleBox(outline, 1 / factor) : null;
}

async function trayImage(frame: ImageBitmap, card: Box): Promise<Blob | null> {
  return drawScaled(frame, card, TRAY_IMAGE_HEIGHT)
    .convertToBlob({ type: 'image/jpeg', quality: 0.7 })
    .catch(() => null);
}

async function readCorner(frame: ImageBitmap, card: Box, catalogue: ScanCatalogue, ocr: OcrReader) {
  const corner = binarisedCrop(frame, regionOf(card, 'corner'), CORNER_HEIGHT);
  const line = parseBottomLine(await ocr.read(corner.canvas, 'corner'));
  if (!line) return null;
  const match = matchBottomLine(catalogue, line);
  if (match.candidates.length === 0) return null;
  const setLine = binarisedCrop(frame, regionOf(card, 'setLine'), SET_LINE_HEIGHT);
  const foil = findMark(setLine.ink, setLine.canvas.width, setLine.canvas.height) === 'star';
  return { match, foil };
}

async function readTitle(frame: ImageBitmap, card: Box, catalogue: ScanCatalogue, ocr: OcrReader) {
  const title = binarisedCrop(frame, regionOf(card, 'title'), TITLE_HEIGHT);
  const matches = matchTitle(catalogue, await ocr.read(title.canvas, 'title'));
  const [best, next] = matches;
  if (!best || best.score > TITLE_MAX_SCORE || (next && next.score <= best.score)) return null;
  const english = best.printings.filter((printing) => printing.lang === 'en');
  const ranked = [...english, ...best.printings.filter((printing) => printing.lang !== 'en')];
  return ranked.length > 0 ? ranked : null;
}

/**
 * One frame: find the card, read the modern corner (set code, number, the star by its shape), repair
 * it against the catalogue; an old frame without that line is named by its title. Only a reading
 * the catalogue is certain of names a printing; anything else is 'unread'.
 */
export async function recogniseFrame(
  frame: ImageBitmap,
  photo: boolean,
  catalogue: ScanCatalogue,
  ocr: OcrReader,
): Promise<ScanFrameResult> {
  const card = locate(frame, photo);
  if (!card) return { kind: 'none' };
  const corner = await readCorner(frame, card, catalogue, ocr);
  if (corner) {
    const [read] = corner.match.candidates;
    if (!read || !corner.match.certain) return { kind: 'unread' };
    return {
      kind: 'read',
      printingId: read.id,
      foil: corner.foil,
      candidates: corner.match.candidates.slice(0, CANDIDATES).map((printing) => printing.id),
      via: 'corner',
      image: await trayImage(frame, card),
    };
  }
  const printings = await readTitle(frame, card, catalogue, ocr);
  const [newest] = printings ?? [];
  if (!printings || !newest) return { kind: 'unread' };
  return {
    kind: 'read',
    printingId: newest.id,
    foil: false,
    candidates: printings.slice(0, CANDIDATES).map((printing) => printing.id),
    via: 'title',
    image: await trayImage(frame, card),
  };
}
