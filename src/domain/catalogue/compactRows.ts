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
  // Issue 24's fields, appended for the same reason.
  'oracleText',
  'power',
  'toughness',
  'artist',
  'frame',
  'colorIdentity',
  'manaValue',
  'finishes',
  'eur',
  'eurFoil',
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
/** A number column (prices, ids, mana value); null when absent. */
const numberOf = (value: unknown): number | null =>
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
    tcgplayerId: numberOf(at('tcgplayerId')),
    releasedAt: text(at('releasedAt')),
    usd: numberOf(at('usd')),
    usdFoil: numberOf(at('usdFoil')),
    usdEtched: numberOf(at('usdEtched')),
    cardmarketId: numberOf(at('cardmarketId')),
    oracleText: text(at('oracleText')),
    power: text(at('power')),
    toughness: text(at('toughness')),
    artist: text(at('artist')),
    frame: text(at('frame')),
    colorIdentity: text(at('colorIdentity')),
    manaValue: numberOf(at('manaValue')),
    finishes: text(at('finishes')),
    eur: numberOf(at('eur')),
    eurFoil: numberOf(at('eurFoil')),
  };
}
