import type { SealedDefinitionRow } from '../../../db/rows';
import type { CardDefinition } from '../../../domain/schemas';
import { type Condition, DEFAULT_CARD_CONDITION, DEFAULT_SEALED_CONDITION } from '../../../domain/valueSets';
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
