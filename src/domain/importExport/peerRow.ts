import type { Condition, ItemStatus } from '../valueSets';

/** How a copy is printed: peers tell foil and etched apart; a card keeps `foil` (etched reads as foil). */
export const FINISHES = ['nonfoil', 'foil', 'etched'] as const;
export type Finish = (typeof FINISHES)[number];

/**
 * One row of a peer's file in our words, before it is matched to a printing. Fields a format lacks
 * stay empty (`''`, null) and matching works with what is there.
 */
export interface PeerRow {
  /** 1-based line of the file the row came from (the header is line 1), for messages. */
  line: number;
  name: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
  /** The card database's printing id, where the peer exports it. */
  scryfallId: string;
  /** A peer's own product id (Cardmarket names cards only by it). */
  peerProductId: string;
  quantity: number;
  condition: Condition;
  finish: Finish;
  /** The card database's language code (en, de, zhs …). */
  language: string;
  /** What one copy cost; null when the file gives none (an empty or zero price). */
  purchasePrice: number | null;
  /** ISO date the copies were bought or added, when the file says. */
  date: string | null;
  status: ItemStatus;
}

/** One line to export: a card's copies of one condition row, with what the catalogue knows of its printing. */
export type ExportLine = Omit<PeerRow, 'line' | 'peerProductId'> & {
  rarity: string;
  /** Cardmarket's product id of the printing, when the catalogue knows the card's printing and Cardmarket sells it. */
  cardmarketId?: number | null;
};
