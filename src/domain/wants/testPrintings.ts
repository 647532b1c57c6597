import type { CataloguePrinting } from '../catalogue/cataloguePrinting';

/** A catalogue printing for tests and benches: the given fields, the rest plain. */
export function testPrinting(
  fields: Partial<CataloguePrinting> & Pick<CataloguePrinting, 'id' | 'name'>,
): CataloguePrinting {
  return {
    setCode: 'tst',
    setName: 'Test Set',
    collectorNumber: '1',
    lang: 'en',
    rarity: 'common',
    colors: '',
    typeLine: 'Instant',
    manaCost: '',
    imageFront: '',
    imageBack: '',
    tcgplayerId: null,
    releasedAt: '2020-01-01',
    usd: null,
    usdFoil: null,
    usdEtched: null,
    ...fields,
  };
}
