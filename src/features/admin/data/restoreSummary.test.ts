import { describe, expect, it } from 'vitest';
import { restoreSummary } from './restoreSummary';

const none = {
  collections: 0,
  sealedDefinitions: 0,
  cards: 0,
  sealedProducts: 0,
  transactions: 0,
  marketPrices: 0,
  locations: 0,
  wants: 0,
};

describe('the restore summary', () => {
  it('says what was added and what was already here, leaving out the collection it landed in', () => {
    expect(
      restoreSummary({
        added: { ...none, cards: 120, sealedProducts: 3 },
        skipped: { ...none, collections: 1, cards: 5 },
      }),
    ).toBe('Restored 120 cards, 3 sealed products. Already here: 5 cards.');
  });

  it('says so when a second restore adds nothing', () => {
    expect(restoreSummary({ added: none, skipped: { ...none, cards: 2 } })).toBe(
      'Nothing new to restore. Already here: 2 cards.',
    );
  });
});
