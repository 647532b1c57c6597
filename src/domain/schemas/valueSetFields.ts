import { z } from 'zod';
import { CARD_COLORS, CONDITIONS, RARITIES, RARITY_ALIASES, storedSpelling } from '../valueSets';

/**
 * A field of one value set that takes every spelling the spec uses for a value and stores one
 * (valueSets.ts, `storedSpelling`). A text in no spelling is left as it is, so the enum refuses it
 * with its usual message naming the allowed values.
 */
function valueSetField<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  return z
    .string()
    .transform((text) => storedSpelling(values, text, aliases) ?? text)
    .pipe(z.enum(values));
}

/** Stored in lower case (part 1 §3); part 2's card database writes "Red", "Colorless". */
export const CardColorField = valueSetField(CARD_COLORS);
/** Stored as "Mythic Rare" (part 1 §3); lower case and the card database's "mythic", "basic" too. */
export const RarityField = valueSetField(RARITIES, RARITY_ALIASES);
/** Stored as the spec's lists spell them ("Near Mint"); any letter case is taken. */
export const ConditionField = valueSetField(CONDITIONS);
