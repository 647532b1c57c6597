/**
 * A printing as the catalogue keeps it: what search, the query language, display and prices need.
 * The server's table holds more (oracle id, face names); the device's copy holds these fields.
 */
export interface CataloguePrinting {
  id: string;
  name: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
  lang: string;
  /** The card database's word: common, uncommon, rare, mythic, special, bonus. */
  rarity: string;
  /** Colour symbols, "WU"; empty for colourless. */
  colors: string;
  typeLine: string;
  manaCost: string;
  imageFront: string;
  imageBack: string;
  tcgplayerId: number | null;
  releasedAt: string;
  usd: number | null;
  usdFoil: number | null;
  usdEtched: number | null;
  /**
   * Cardmarket's product id (its files name cards by it alone). Optional so printings written by hand
   * (benches, older tests) need not name it; read from the catalogue it is always there, null when none.
   */
  cardmarketId?: number | null;
  // The query language's fields (issue 24), optional for the same reason; faces joined by " // ".
  oracleText?: string;
  power?: string;
  toughness?: string;
  artist?: string;
  /** The card database's frame year: "1993", "1997", "2003", "2015", "future". */
  frame?: string;
  /** Colour identity symbols in WUBRG order, "" for colourless. */
  colorIdentity?: string;
  /** Mana value; null when the card database gives none. */
  manaValue?: number | null;
  /** The finishes it is printed in, comma-separated: "nonfoil,foil". */
  finishes?: string;
  eur?: number | null;
  eurFoil?: number | null;
}

export type CataloguePriceFields = Pick<CataloguePrinting, 'usd' | 'usdFoil' | 'usdEtched'>;

/** Double-faced, split and adventure cards are named "Front // Back"; search finds either face. */
export const FACE_SEPARATOR = ' // ';

export function faceNamesOf(name: string): string[] {
  return name.split(FACE_SEPARATOR);
}
