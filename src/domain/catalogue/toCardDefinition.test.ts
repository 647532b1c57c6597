import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../schemas';
import { catalogueRecordFromScryfall } from './fromScryfall';
import { catalogueCardDefinition } from './toCardDefinition';

const card = {
  id: '3c6ab7ba-1a29-4d12-9bd4-2ac1bea1e0b6',
  name: 'Lightning Bolt',
  set: 'm11',
  set_name: 'Magic 2011',
  collector_number: '149',
  rarity: 'common',
  colors: ['R'],
  type_line: 'Instant',
  mana_cost: '{R}',
  image_uris: { normal: 'https://img.test/bolt.jpg' },
  tcgplayer_id: 37_542,
  cardmarket_id: 241_866,
  prices: { usd: '1.20', eur: '0.90' },
};

describe('a card database printing through the catalogue into a card definition', () => {
  it('carries the TCGplayer and Cardmarket ids end to end', () => {
    const record = catalogueRecordFromScryfall(card);
    expect(record).toMatchObject({ tcgplayerId: 37_542, cardmarketId: 241_866 });
    if (!record) throw new Error('not read');
    const definition = catalogueCardDefinition(record);
    expect(definition).toMatchObject({ tcgplayer_id: 37_542, cardmarket_id: 241_866, setCode: 'M11' });
    expect(CardDefinition.parse(definition)).toEqual(definition);
  });

  it('gives null for a printing Cardmarket does not sell', () => {
    const { cardmarket_id: _none, ...unsold } = card;
    const record = catalogueRecordFromScryfall(unsold);
    expect(record?.cardmarketId).toBeNull();
    if (!record) throw new Error('not read');
    expect(catalogueCardDefinition(record).cardmarket_id).toBeNull();
  });

  it('refuses a Cardmarket id that is not a whole number (the record is skipped, not half-read)', () => {
    expect(catalogueRecordFromScryfall({ ...card, cardmarket_id: '241866' })).toBeNull();
  });
});
