import { describe, expect, it } from 'vitest';
import { PLAYSET_KEEP, SINGLETON_KEEP, type TradeCopy, tradeSpares, tradeValue } from './tradeBinder';

const copy = (fields: Partial<TradeCopy>, lines: [string, number][] = [['Near Mint', 1]]): TradeCopy => ({
  name: 'Lightning Bolt',
  setCode: 'M10',
  foil: false,
  unitPrice: 2,
  conditionQuantities: lines.map(([condition, quantity]) => ({ condition, quantity })),
  ...fields,
});

describe('trade binder', () => {
  it('keeps a playset per card name across printings and lists the rest with their value', () => {
    const copies = [
      copy({ collectorNumber: '146' }, [
        ['Near Mint', 3],
        ['Played', 2],
      ]),
      copy({ setCode: 'LEA', unitPrice: 400 }, [['Mint', 1]]),
      copy({ name: 'Counterspell', unitPrice: null }, [['Near Mint', 5]]),
    ];
    const spares = tradeSpares(copies, PLAYSET_KEEP);
    // Bolt: the Mint LEA and three Near Mint are kept; both Played are spare. Counterspell: one spare.
    expect(spares).toEqual([
      {
        name: 'Counterspell',
        setCode: 'M10',
        collectorNumber: '',
        foil: false,
        condition: 'Near Mint',
        quantity: 1,
        unitPrice: null,
      },
      {
        name: 'Lightning Bolt',
        setCode: 'M10',
        collectorNumber: '146',
        foil: false,
        condition: 'Played',
        quantity: 2,
        unitPrice: 2,
      },
    ]);
    expect(tradeValue(spares)).toEqual({ total: 4, unpriced: 1 });
  });

  it('a singleton keeps one; among copies alike the cheaper is kept and the valuable one traded', () => {
    const copies = [copy({ foil: true, unitPrice: 9 }), copy({})];
    expect(tradeSpares(copies, SINGLETON_KEEP)).toEqual([
      expect.objectContaining({ foil: true, quantity: 1, unitPrice: 9 }),
    ]);
    expect(tradeSpares(copies, 2)).toEqual([]);
  });

  it('takes a keep count per card name, and a want owns nothing', () => {
    const copies = [
      copy({}, [['Near Mint', 3]]),
      copy({ name: 'Opt' }, [['Near Mint', 3]]),
      copy({ name: 'Opt', status: 'want' }, [['Near Mint', 9]]),
    ];
    const keep = (name: string) => (name === 'Opt' ? 0 : PLAYSET_KEEP);
    expect(tradeSpares(copies, keep)).toEqual([expect.objectContaining({ name: 'Opt', quantity: 3 })]);
  });
});
