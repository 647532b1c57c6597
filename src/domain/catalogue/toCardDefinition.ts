import { mapScryfallColors, mapScryfallRarity } from '../cardDatabase/mapping';
import type { CardDefinition } from '../schemas';
import type { CataloguePrinting } from './cataloguePrinting';

/** A catalogue printing as the card definition the add-card dialogs show and quick-add copies. */
export function catalogueCardDefinition(printing: CataloguePrinting): CardDefinition {
  return {
    id: printing.id,
    name: printing.name,
    set: printing.setName,
    setCode: printing.setCode.toUpperCase(),
    color: mapScryfallColors([...printing.colors]),
    rarity: mapScryfallRarity(printing.rarity),
    type: printing.typeLine,
    manaCost: printing.manaCost,
    imageUrl: printing.imageFront,
    tcgplayer_id: printing.tcgplayerId,
    cardmarket_id: printing.cardmarketId,
    collectorNumber: printing.collectorNumber,
  };
}
