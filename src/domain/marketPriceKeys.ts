/**
 * Market-price keys (part 1 §3, part 2 §3). A key is parts joined by `|`.
 *
 * Building: every part is trimmed and otherwise kept as given (a card is called what the user or the
 * card database called it), so a key shown in the admin list reads like the product.
 * Matching: keys are compared after `normalizeMarketPriceKey` (parts trimmed, lower case), because
 * admins type keys by hand and "lightning bolt|m10|near mint" means the same card as the built key.
 */

export const KEY_SEPARATOR = '|';
export const FOIL_PART = 'foil';
export const NONFOIL_PART = 'nonfoil';
/** The condition part of the sealed key used by trade and transaction lookups. */
export const SEALED_LOOKUP_CONDITION = 'Sealed';

export interface CardKeyParts {
  name: string;
  set: string;
  setCode?: string | null;
}

/** The set part of a card key: the set code when there is one, else the set name. */
export function cardSetPart(card: CardKeyParts): string {
  const code = card.setCode?.trim() ?? '';
  return code === '' ? card.set.trim() : code;
}

/** `name|setCode-or-set|condition`, with `|foil` or `|nonfoil` when `foil` is given. */
export function cardMarketPriceKey(card: CardKeyParts, condition: string, foil?: boolean | null): string {
  const key = `${card.name.trim()}|${cardSetPart(card)}|${condition.trim()}`;
  if (foil === undefined || foil === null) return key;
  return `${key}|${foil ? FOIL_PART : NONFOIL_PART}`;
}

/** The card-only key `name|set` (part 1 §3): one price for every condition and finish of a printing. */
export function cardOnlyMarketPriceKey(name: string, set: string): string {
  return `${name.trim()}|${set.trim()}`;
}

export interface SealedKeyParts {
  name: string;
  set: string;
  type: string;
}

/** `name|set|type|condition`: the key the missing-price list offers for a sealed product. */
export function sealedMarketPriceKey(product: SealedKeyParts, condition: string): string {
  return `${product.name.trim()}|${product.set.trim()}|${product.type.trim()}|${condition.trim()}`;
}

/** `name|set|type|Sealed`: the key trades and transactions look a sealed product up by. */
export function sealedLookupMarketPriceKey(product: SealedKeyParts): string {
  return sealedMarketPriceKey(product, SEALED_LOOKUP_CONDITION);
}

/** How many parts a key has, counted without splitting it. */
export function keyPartCount(key: string): number {
  let parts = 1;
  for (let at = key.indexOf(KEY_SEPARATOR); at !== -1; at = key.indexOf(KEY_SEPARATOR, at + 1)) parts += 1;
  return parts;
}

/** Cheaper than a regular expression on every lookup: keys are looked up hundreds of thousands of times. */
function hasSpaceAroundParts(key: string): boolean {
  const last = key.length - 1;
  return (
    key.indexOf(' |') !== -1 ||
    key.indexOf('| ') !== -1 ||
    key.indexOf('\t') !== -1 ||
    (last >= 0 && (key.charCodeAt(0) <= 32 || key.charCodeAt(last) <= 32))
  );
}

/** The form keys are matched in. Built keys already have trimmed parts, so for them this only lowers case. */
export function normalizeMarketPriceKey(key: string): string {
  const lower = key.toLowerCase();
  if (!hasSpaceAroundParts(lower)) return lower;
  return lower
    .split(KEY_SEPARATOR)
    .map((part) => part.trim())
    .join(KEY_SEPARATOR);
}
