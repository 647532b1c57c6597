import type { z } from 'zod';
import {
  type CardDefinition,
  type CardInput,
  type ConditionQuantity,
  SingleConditionCardInput,
} from '../../domain/schemas';
import { parseInput } from '../errors';

/** A card payload carrying exactly one condition entry (add-to-collection, add-individual). */
export type SingleEntryPayload = z.output<typeof SingleConditionCardInput>;

export interface CopyChoices {
  collectionId: string;
  entry: z.input<typeof SingleConditionCardInput>['conditionQuantities'][number];
  foil?: boolean;
  status?: CardInput['status'];
  notes?: string;
}

/**
 * The card payload for one printing from the card database (part 2 §3 "Card payload to add"): the
 * printing's fields plus the user's choices, validated with the shared schema (InputError on refusal).
 */
export function payloadFromDefinition(definition: CardDefinition, choices: CopyChoices): SingleEntryPayload {
  return parseInput(SingleConditionCardInput, {
    collectionId: choices.collectionId,
    name: definition.name,
    set: definition.set,
    setCode: definition.setCode,
    color: definition.color,
    rarity: definition.rarity,
    type: definition.type,
    manaCost: definition.manaCost,
    imageUrl: definition.imageUrl,
    tcgplayer_id: definition.tcgplayer_id,
    foil: choices.foil ?? false,
    status: choices.status ?? 'have',
    notes: choices.notes ?? '',
    conditionQuantities: [choices.entry],
  });
}

/** The payload's one condition entry. */
export function entryOf(payload: SingleEntryPayload): ConditionQuantity {
  const [entry] = payload.conditionQuantities;
  return entry;
}
