import type { CardDefinition } from '../schemas';
import type { CardColor, Rarity } from '../valueSets';
import { DEFAULT_RARITY, RARITIES, RARITY_ALIASES, storedSpelling } from '../valueSets';
import type { ScryfallCard, ScryfallCardFace } from './scryfallSchema';

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

/** Double-faced cards carry colours, mana cost and images on their faces, not at the top level. */
function frontFace(card: ScryfallCard): ScryfallCardFace | undefined {
  return card.card_faces?.[0];
}

function imageOf(card: ScryfallCard): string {
  const uris = card.image_uris ?? frontFace(card)?.image_uris;
  return uris?.normal ?? uris?.small ?? '';
}

function typeOf(card: ScryfallCard): string {
  if (card.type_line !== undefined) return card.type_line;
  const faces = card.card_faces ?? [];
  return faces
    .map((face) => face.type_line ?? '')
    .filter((line) => line !== '')
    .join(' // ');
}

/** A Scryfall card as our card definition; split cards keep their top-level "{1}{R} // {2}{W}" cost. */
export function mapScryfallCard(card: ScryfallCard): CardDefinition {
  const definition: CardDefinition = {
    id: card.id,
    name: card.name,
    set: card.set_name,
    // Scryfall codes are lower case ("m10"); collectors read them in capitals as printed on the card.
    setCode: card.set.toUpperCase(),
    color: mapScryfallColors(card.colors ?? frontFace(card)?.colors),
    rarity: mapScryfallRarity(card.rarity),
    type: typeOf(card),
    manaCost: card.mana_cost ?? frontFace(card)?.mana_cost ?? '',
    imageUrl: imageOf(card),
    tcgplayer_id: card.tcgplayer_id ?? null,
    cardmarket_id: card.cardmarket_id ?? null,
  };
  if (card.collector_number !== undefined) definition.collectorNumber = card.collector_number;
  return definition;
}

export function parsePrice(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Scryfall's USD prices as numbers, null where Scryfall has none. */
export function mapScryfallPrices(card: ScryfallCard): { usd: number | null; usdFoil: number | null } {
  return { usd: parsePrice(card.prices?.usd), usdFoil: parsePrice(card.prices?.usd_foil) };
}

/** Definitions are unique by name and set code, case-insensitively (part 2 §3). */
export function cardDefinitionKey(name: string, setCode: string): string {
  return `${name.trim().toLowerCase()}|${setCode.trim().toLowerCase()}`;
}
