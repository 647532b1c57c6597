/** What the page asks the scan worker. */
export type ScanRequest =
  | { type: 'warm-up' }
  /** A camera frame or a photo; `photo` looks for the card in the whole picture, not only the outline. */
  | { type: 'frame'; id: number; image: ImageBitmap; photo: boolean };

/** A frame's reading: a printing named with its finish, with the tray's candidates best first. */
export interface ScanRead {
  kind: 'read';
  printingId: string;
  foil: boolean;
  /** Up to 5 printing ids: the read first, then the nearest alternatives. */
  candidates: string[];
  /** Which part of the card named it: the modern corner line, or an old frame's title. */
  via: 'corner' | 'title';
  /** A small JPEG of the card for the tray. */
  image: Blob | null;
}

export type ScanFrameResult = { kind: 'none' } | { kind: 'unread' } | ScanRead;

export type ScanResponse =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: ScanFrameResult; millis: number }
  | { type: 'failed'; id: number | null; message: string };
