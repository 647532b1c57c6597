import { describe, expect, it } from 'vitest';
import { CardInput, ConditionQuantity } from './card';
import { MarketPriceInput } from './marketPrice';
import { SealedProductInput } from './sealed';
import { TransactionItem } from './transaction';
import { CardColorField, ConditionField, RarityField } from './valueSetFields';

describe('value-set fields take both spellings of the spec and store one', () => {
  it('colours: part 1 writes "red", part 2 maps the card database to "Red"', () => {
    for (const spelling of ['red', 'Red', 'RED', ' Red ']) expect(CardColorField.parse(spelling)).toBe('red');
    expect(CardColorField.parse('Colorless')).toBe('colorless');
    expect(CardColorField.parse('Multicolor')).toBe('multicolor');
  });

  it('rarities: "Mythic Rare" as stored, lower case (the mobile filters), and the card database\'s words', () => {
    for (const spelling of ['Mythic Rare', 'mythic rare', 'mythic', 'MYTHIC'])
      expect(RarityField.parse(spelling)).toBe('Mythic Rare');
    expect(RarityField.parse('basic')).toBe('Basic Land');
    expect(RarityField.parse('basic land')).toBe('Basic Land');
    expect(RarityField.parse('common')).toBe('Common');
  });

  it('conditions in any letter case', () => {
    expect(ConditionField.parse('near mint')).toBe('Near Mint');
    expect(ConditionField.parse('LIGHTLY PLAYED')).toBe('Lightly Played');
    expect(ConditionField.parse('sealed')).toBe('Sealed');
  });

  it('still refuses what is in no spelling of the set, naming the allowed values', () => {
    for (const [field, value] of [
      [CardColorField, 'purple'],
      [RarityField, 'Legendary'],
      [ConditionField, 'Pristine'],
    ] as const) {
      const result = field.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/expected one of/);
    }
    expect(CardColorField.safeParse(7).success).toBe(false);
  });

  it('POST /cards with "color": "Red" and "rarity": "mythic" stores red and Mythic Rare', () => {
    const card = CardInput.parse({
      collectionId: 'c',
      name: 'Shivan Dragon',
      color: 'Red',
      rarity: 'mythic',
      conditionQuantities: [{ condition: 'near mint', quantity: 1 }],
    });
    expect(card).toMatchObject({ color: 'red', rarity: 'Mythic Rare' });
    expect(card.conditionQuantities[0].condition).toBe('Near Mint');
    expect(
      CardInput.parse({
        collectionId: 'c',
        name: 'X',
        conditionQuantities: [{ condition: 'Mint', quantity: 1 }],
      }),
    ).toMatchObject({ color: 'colorless', rarity: 'Common' });
  });

  it('every record with a colour, rarity or condition takes both spellings', () => {
    expect(ConditionQuantity.parse({ condition: 'played', quantity: 1 }).condition).toBe('Played');
    expect(
      SealedProductInput.parse({ collectionId: 'c', definitionId: 'd', condition: 'sealed' }).condition,
    ).toBe('Sealed');
    expect(
      MarketPriceInput.parse({
        collectionId: 'c',
        productType: 'card',
        productKey: 'k',
        marketPrice: 1,
        condition: 'near mint',
      }).condition,
    ).toBe('Near Mint');
    const item = TransactionItem.parse({
      itemType: 'card',
      name: 'Bolt',
      set: 'Magic 2010',
      color: 'Red',
      rarity: 'basic land',
      condition: 'damaged',
      quantity: 1,
      price: 1,
    });
    expect(item).toMatchObject({ color: 'red', rarity: 'Basic Land', condition: 'Damaged' });
  });
});
