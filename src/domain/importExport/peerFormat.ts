import { FACE_SEPARATOR } from '../catalogue/cataloguePrinting';
import type { Condition } from '../valueSets';
import type { ExportLine, Finish, PeerRow } from './peerRow';
import type { Spellings } from './spellings';

export const PEER_FORMAT_IDS = [
  'cardfolio',
  'moxfield',
  'manabox',
  'deckbox',
  'tcgplayer',
  'dragonShield',
  'archidekt',
  'topdecked',
  'mtgGoldfish',
  'cardmarket',
  'cardKingdom',
] as const;
export type PeerFormatId = (typeof PEER_FORMAT_IDS)[number];

/** Which of the peer's columns holds each of our fields (absent: the format has no such column). */
export interface ColumnMap {
  quantity: string;
  name?: string;
  setCode?: string;
  setName?: string;
  collectorNumber?: string;
  scryfallId?: string;
  peerProductId?: string;
  condition?: string;
  finish?: string;
  language?: string;
  purchasePrice?: string;
  date?: string;
  status?: string;
  rarity?: string;
}

/**
 * One peer app's CSV layout: its exact header, its column for each of our fields, and its spellings
 * of conditions, finishes and languages. Import and export both read this one definition.
 */
export interface PeerFormat {
  id: PeerFormatId;
  label: string;
  header: readonly string[];
  /**
   * The columns a file must have to be this format. Usually the whole header; Dragon Shield's price
   * columns change with the user's market, so only the fixed ones are required.
   */
  required?: readonly string[];
  delimiter: ',' | ';';
  /** A line before the header (Dragon Shield writes Excel's `sep=,`). */
  preamble?: string;
  columns: ColumnMap;
  conditions?: Spellings<Condition>;
  finishes: Spellings<Finish>;
  languages?: Spellings<string>;
  setCodeCase: 'upper' | 'lower';
  /** How the file writes a price (Deckbox `$1.50`); plain `1.50` when absent. */
  formatPrice?: (price: number) => string;
  /** How the file writes a date; ISO `YYYY-MM-DD` when absent. */
  formatDate?: (date: string) => string;
  /** Values of columns that are not ours but the peer's importer wants filled (e.g. Tradelist Count 0). */
  constants?: Readonly<Record<string, string>>;
  /** Columns computed from a line that the map does not cover (TCGplayer's Simple Name). */
  derived?: (line: ExportLine) => Readonly<Record<string, string>>;
  /**
   * Lines the peer's importer cannot take (Cardmarket's need its product id) are left out, never
   * written half, and the collector is told how many: `leftOut(count, written)`.
   */
  exportNeeds?: {
    fits: (line: ExportLine) => boolean;
    leftOut: (count: number, written: number) => string;
  };
}

export type { ExportLine, PeerRow };

/** Peers that name a card by its front face only ("Brazen Borrower" for "Brazen Borrower // Petty Theft"). */
export function frontFace(name: string): string {
  return name.split(FACE_SEPARATOR)[0] ?? name;
}
