import { mapScryfallColors, mapScryfallRarity } from '../cardDatabase/cardValues';
import type { CardDefinition } from '../schemas';
import type { CataloguePrinting } from './cataloguePrinting';

/**
 * A printing as the card definition the add-card dialogs show and quick-add copies: the one way
 * from the card database to a definition, online (through `mapScryfallCard`) and offline.
 */
export function catalogueCardDefinition(printing: CataloguePrinting): CardDefinition {
  const definition: CardDefinition = {
    id: printing.id,
    name: printing.name,
    set: printing.setName,
    // The card database writes codes in lower case ("m10"); collectors read them as printed, in capitals.
    setCode: printing.setCode.toUpperCase(),
    color: mapScryfallColors([...printing.colors]),
    rarity: mapScryfallRarity(printing.rarity),
    type: printing.typeLine,
    manaCost: printing.manaCost,
    imageUrl: printing.imageFront,
    tcgplayer_id: printing.tcgplayerId,
    cardmarket_id: printing.cardmarketId ?? null,
  };
  if (printing.collectorNumber !== '') definition.collectorNumber = printing.collectorNumber;
  return definition;
}
