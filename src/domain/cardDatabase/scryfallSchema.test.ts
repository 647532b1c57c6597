import { describe, expect, it } from 'vitest';
import { ScryfallCard, ScryfallList } from './scryfallSchema';

const minimalCard = { id: 'a1', name: 'Opt', set_name: 'Ixalan', set: 'xln', rarity: 'common' };

describe('ScryfallCard', () => {
  it('keeps fields it does not read', () => {
    const parsed = ScryfallCard.parse({
      ...minimalCard,
      oracle_text: 'Scry 1.',
      legalities: { modern: 'legal' },
    });
    expect(parsed.oracle_text).toBe('Scry 1.');
    expect(parsed.legalities).toEqual({ modern: 'legal' });
  });

  it('rejects an answer without a name or with a wrongly typed field', () => {
    expect(ScryfallCard.safeParse({ ...minimalCard, name: undefined }).success).toBe(false);
    expect(ScryfallCard.safeParse({ ...minimalCard, colors: 'R' }).success).toBe(false);
    expect(ScryfallCard.safeParse({ ...minimalCard, tcgplayer_id: '123' }).success).toBe(false);
  });

  it('accepts null prices', () => {
    expect(ScryfallCard.parse({ ...minimalCard, prices: { usd: null, eur: '0.10' } }).prices?.usd).toBeNull();
  });
});

describe('ScryfallList', () => {
  it('parses a page with paging fields', () => {
    const page = ScryfallList.parse({
      object: 'list',
      total_cards: 2,
      has_more: true,
      next_page: 'https://api.test/cards/search?page=2',
      data: [minimalCard, { ...minimalCard, id: 'a2' }],
    });
    expect(page.data.map((card) => card.id)).toEqual(['a1', 'a2']);
    expect(page.has_more).toBe(true);
  });

  it('rejects a page whose data holds a bad card', () => {
    expect(ScryfallList.safeParse({ has_more: false, data: [{ id: 'x' }] }).success).toBe(false);
  });
});
