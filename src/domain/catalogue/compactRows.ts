import type { CataloguePrinting } from './cataloguePrinting';

/**
 * The device's download is rows of values in this order rather than objects: the keys would be
 * most of the bytes. Image links repeat the printing's id, written as `{id}` so the compressor sees
 * the same text on every row.
 */
export const CATALOGUE_COLUMNS = [
  'id',
  'name',
  'setCode',
  'setName',
  'collectorNumber',
  'lang',
  'rarity',
  'colors',
  'typeLine',
  'manaCost',
  'imageFront',
  'imageBack',
  'tcgplayerId',
  'releasedAt',
  'usd',
  'usdFoil',
  'usdEtched',
  // Last, so a catalogue stored before it came reads as "none" here rather than shifting columns.
  'cardmarketId',
] as const satisfies readonly (keyof CataloguePrinting)[];

export type CompactRow = Array<string | number | null>;
const ID_MARK = '{id}';

export function toCompactRow(printing: CataloguePrinting): CompactRow {
  return CATALOGUE_COLUMNS.map((column) => {
    const value = printing[column];
    return column === 'imageFront' || column === 'imageBack'
      ? (value as string).replaceAll(printing.id, ID_MARK)
      : (value ?? null);
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const price = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A row back into a printing; `columns` is the answer's own list, so a newer server's extra columns are skipped. */
export function fromCompactRow(row: CompactRow, columns: readonly string[]): CataloguePrinting {
  const at = (name: string) => row[columns.indexOf(name)];
  const id = text(at('id'));
  return {
    id,
    name: text(at('name')),
    setCode: text(at('setCode')),
    setName: text(at('setName')),
    collectorNumber: text(at('collectorNumber')),
    lang: text(at('lang')),
    rarity: text(at('rarity')),
    colors: text(at('colors')),
    typeLine: text(at('typeLine')),
    manaCost: text(at('manaCost')),
    imageFront: text(at('imageFront')).replaceAll(ID_MARK, id),
    imageBack: text(at('imageBack')).replaceAll(ID_MARK, id),
    tcgplayerId: price(at('tcgplayerId')),
    releasedAt: text(at('releasedAt')),
    usd: price(at('usd')),
    usdFoil: price(at('usdFoil')),
    usdEtched: price(at('usdEtched')),
    cardmarketId: price(at('cardmarketId')),
  };
}
