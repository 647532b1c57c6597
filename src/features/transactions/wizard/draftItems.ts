import type { SealedDefinitionRow } from '../../../db/rows';
import type { CardDefinition } from '../../../domain/schemas';
import { type Condition, DEFAULT_CARD_CONDITION, DEFAULT_SEALED_CONDITION } from '../../../domain/valueSets';
import type { Holding } from './saleHoldings';
import type { DraftItem } from './wizardDraft';

/** A card found in the card database as a new draft line: one copy, no price yet (the wizard, trade and opening). */
export function cardDraftItem(
  card: CardDefinition,
  condition: Condition = DEFAULT_CARD_CONDITION,
): DraftItem {
  return {
    itemType: 'card',
    name: card.name,
    set: card.set,
    setCode: card.setCode,
    color: card.color,
    rarity: card.rarity,
    type: card.type,
    manaCost: card.manaCost,
    imageUrl: card.imageUrl,
    condition,
    quantity: 1,
    price: 0,
  };
}

/** A sealed product definition as a new draft line: one, condition Sealed, no price yet. */
export function sealedDraftItem(definition: SealedDefinitionRow): DraftItem {
  return {
    itemType: 'sealed_product',
    name: definition.name,
    set: definition.set,
    type: definition.type,
    productType: definition.type,
    definitionId: definition.id,
    imageUrl: definition.imageUrl,
    condition: DEFAULT_SEALED_CONDITION,
    quantity: 1,
    price: 0,
  };
}

/** A line taking copies from a held record, in one condition: a sale's line, or what a trade gives. */
export function holdingDraftItem(
  holding: Holding,
  condition: Condition,
  quantity: number,
  price = 0,
): DraftItem {
  return {
    itemType: holding.itemType,
    id: holding.id,
    name: holding.name,
    set: holding.set,
    // Part 2 §3: a sale's set code is cut to 10 characters.
    setCode: holding.setCode.slice(0, 10),
    rarity: holding.rarity,
    type: holding.type,
    productType: holding.itemType === 'sealed_product' ? holding.type : '',
    definitionId: holding.definitionId,
    foil: holding.foil,
    imageUrl: holding.imageUrl,
    condition,
    quantity,
    price,
  };
}
