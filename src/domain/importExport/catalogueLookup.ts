import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { faceNamesOf } from '../catalogue/cataloguePrinting';
import { catalogueCardDefinition } from '../catalogue/toCardDefinition';
import type { CardDefinition } from '../schemas';

/** What matching asks of a catalogue: built once over the device's printings, never per row. */
export interface CatalogueLookup {
  byId(id: string): CardDefinition | undefined;
  bySetNumber(setCode: string, collectorNumber: string): CardDefinition | undefined;
  /** Printings whose full name or any face's name is `name` (case ignored). */
  byName(name: string): readonly CardDefinition[];
  /** The printing a card was made from, by its image (each printing has its own). */
  byImage(imageUrl: string): CardDefinition | undefined;
  /** The printing Cardmarket sells under this product id (`idProduct` as its files write it). */
  byCardmarketId(productId: string): CardDefinition | undefined;
}

const setNumber = (setCode: string, number: string) => `${setCode.toLowerCase()}#${number.toLowerCase()}`;

/**
 * In-memory indexes over the printings: O(1) per row, so 20,000 rows match in milliseconds. The
 * printings map by id is the catalogue's own (no copy); the other keys point at ids, and a printing
 * becomes a card definition only when a row asks for it (once, then kept).
 */
export function buildCatalogueLookup(printings: ReadonlyMap<string, CataloguePrinting>): CatalogueLookup {
  const numbers = new Map<string, string>();
  const names = new Map<string, string[]>();
  const images = new Map<string, string>();
  const cardmarket = new Map<string, string>();
  for (const printing of printings.values()) {
    numbers.set(setNumber(printing.setCode, printing.collectorNumber), printing.id);
    if (printing.imageFront) images.set(printing.imageFront, printing.id);
    // The first printing listed keeps a product id the card database gives twice.
    const productId = printing.cardmarketId;
    if (productId != null && !cardmarket.has(String(productId)))
      cardmarket.set(String(productId), printing.id);
    const keys = new Set([printing.name, ...faceNamesOf(printing.name)].map((name) => name.toLowerCase()));
    for (const key of keys) {
      const list = names.get(key);
      if (list) list.push(printing.id);
      else names.set(key, [printing.id]);
    }
  }
  const definitions = new Map<string, CardDefinition>();
  const definitionOf = (id: string | undefined): CardDefinition | undefined => {
    if (id === undefined) return undefined;
    let definition = definitions.get(id);
    if (!definition) {
      const printing = printings.get(id);
      if (!printing) return undefined;
      definition = catalogueCardDefinition(printing);
      definitions.set(id, definition);
    }
    return definition;
  };
  return {
    byId: definitionOf,
    bySetNumber: (setCode, number) => definitionOf(numbers.get(setNumber(setCode, number))),
    byName: (name) => (names.get(name.trim().toLowerCase()) ?? []).flatMap((id) => definitionOf(id) ?? []),
    byImage: (imageUrl) => definitionOf(images.get(imageUrl)),
    // "00241866" and " 241866" are the same product: the key is the number's own text.
    byCardmarketId: (productId) =>
      /^\s*\d+\s*$/.test(productId) ? definitionOf(cardmarket.get(String(Number(productId)))) : undefined,
  };
}
