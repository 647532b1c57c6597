import { printingFromScryfall } from '../catalogue/fromScryfall';
import { catalogueCardDefinition } from '../catalogue/toCardDefinition';
import type { CardDefinition } from '../schemas';
import type { ScryfallCard } from './scryfallSchema';

export { mapScryfallColors, mapScryfallRarity, parsePrice } from './cardValues';

/**
 * A card database answer as our card definition, through the same printing the offline catalogue
 * stores: a card looks the same online and offline (issue 28).
 */
export function mapScryfallCard(card: ScryfallCard): CardDefinition {
  return catalogueCardDefinition(printingFromScryfall(card));
}

/** Definitions are unique by name and set code, case-insensitively (part 2 §3). */
export function cardDefinitionKey(name: string, setCode: string): string {
  return `${name.trim().toLowerCase()}|${setCode.trim().toLowerCase()}`;
}
