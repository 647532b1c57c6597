import type { CardColor, Rarity } from '../valueSets';
import { DEFAULT_RARITY, RARITIES, RARITY_ALIASES, storedSpelling } from '../valueSets';

const COLOR_BY_SYMBOL: Record<string, CardColor> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

/** Card-database rarities to ours (part 2 §9); anything else reads as Common. */
export function mapScryfallRarity(rarity: string): Rarity {
  return storedSpelling(RARITIES, rarity, RARITY_ALIASES) ?? DEFAULT_RARITY;
}

/**
 * Part 2 §9 says "first color only", yet the colour value set has multicolor, and a collector expects a
 * gold card (two or more colours) to read Multicolor rather than whichever colour Scryfall lists first.
 * So: none → colorless, one → that colour, two or more → multicolor.
 */
export function mapScryfallColors(colors: readonly string[] | undefined): CardColor {
  const known = (colors ?? []).filter((symbol) => COLOR_BY_SYMBOL[symbol] !== undefined);
  if (known.length === 0) return 'colorless';
  if (known.length > 1) return 'multicolor';
  return COLOR_BY_SYMBOL[known[0]];
}

export function parsePrice(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
