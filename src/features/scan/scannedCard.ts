import type { CardDefinition } from '../../domain/schemas';
import { definitionsOf } from './scanLookups';
import type { ScanRead } from './worker/scanMessages';

/** A card recognised (camera, photo or manual line), ready to become a tray row. */
export interface ScannedCard {
  printing: CardDefinition;
  candidates: CardDefinition[];
  foil: boolean;
  /** A title read of a card with several printings: the collector chooses which. */
  printingUnsure: boolean;
  imageUrl: string | null;
}

/** The worker's reading as card definitions from the device catalogue; null if it is gone since. */
export async function scannedCardOf(read: ScanRead): Promise<ScannedCard | null> {
  const candidates = await definitionsOf(read.candidates);
  const printing = candidates.find((candidate) => candidate.id === read.printingId) ?? candidates[0];
  if (!printing) return null;
  return {
    printing,
    candidates,
    foil: read.foil,
    printingUnsure: read.via === 'title' && candidates.length > 1,
    imageUrl: read.image ? URL.createObjectURL(read.image) : null,
  };
}
