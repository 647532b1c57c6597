import { describe, expect, it } from 'vitest';
import { keepCountOf, readTradeKeep, withCardKeep } from './tradeKeep';

describe('trade binder keep counts', () => {
  it('keeps a playset unless singleton, and a per-card count over either', () => {
    const playset = readTradeKeep(undefined);
    expect(keepCountOf(playset)('Opt')).toBe(4);
    const singleton = withCardKeep({ ...playset, singleton: true }, 'Lightning Bolt', 8);
    const keep = keepCountOf(singleton);
    expect([keep('Opt'), keep('lightning bolt')]).toEqual([1, 8]);
    expect(keepCountOf(withCardKeep(singleton, 'LIGHTNING BOLT', null))('Lightning Bolt')).toBe(1);
  });

  it('reads a damaged stored value as the nearest valid settings', () => {
    expect(readTradeKeep({ singleton: 'yes', perCard: { opt: -2 } })).toEqual({
      singleton: false,
      perCard: {},
    });
    expect(readTradeKeep('nonsense')).toEqual({ singleton: false, perCard: {} });
  });
});
