import { afterEach, describe, expect, it } from 'vitest';
import { CARD_DIALOG_TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { InputError, RecordNotFoundError } from '../errors';
import { boltDefinition, outboxEntries, syncedCollection } from '../testing/cards';
import { freshDatabase } from '../testing/database';
import { addCardsWithDetails, type CardDetailsInput } from './addCardsWithDetails';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const details = (collectionId: string, overrides: Partial<CardDetailsInput> = {}): CardDetailsInput => ({
  collectionId,
  definition: boltDefinition(),
  quantity: 3,
  purchasePrice: 1.25,
  purchaseDate: '2026-11-02',
  condition: 'Lightly Played',
  foil: true,
  notes: 'Binder page 4',
  ...overrides,
});

describe('addCardsWithDetails', () => {
  it('quantity 3 makes three single copies with the price, each its own add-individual call', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const rows = await addCardsWithDetails(db, details(binder));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: 'Lightning Bolt',
        status: 'have',
        foil: true,
        notes: 'Binder page 4',
        conditionQuantities: [
          {
            condition: 'Lightly Played',
            quantity: 1,
            purchasePrice: 1.25,
            purchaseDate: '2026-11-02',
            transactionId: null,
          },
        ],
      });
    }
    expect(await db.cards.count()).toBe(3);
    const entries = await outboxEntries(db);
    expect(entries.map((e) => [e.method, e.path, e.op, e.recordId])).toEqual(
      rows.map((row) => ['POST', '/cards/add-individual', 'create', row.id]),
    );
    expect(entries[0].body).toMatchObject({ collectionId: binder, conditionQuantities: [{ quantity: 1 }] });
  });

  it('a price is optional', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    const [row] = await addCardsWithDetails(db, details(binder, { quantity: 1, purchasePrice: null }));
    expect(row.conditionQuantities[0].purchasePrice).toBeNull();
  });

  it('refuses quantity below 1 or not whole, and a negative or unreadable price, writing nothing', async () => {
    db = freshDatabase();
    const binder = await syncedCollection(db);
    for (const quantity of [0, -2, 1.5, Number.NaN]) {
      await expect(addCardsWithDetails(db, details(binder, { quantity }))).rejects.toThrow(
        CARD_DIALOG_TEXTS.quantityAtLeastOne,
      );
    }
    for (const purchasePrice of [-0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      const refusal = addCardsWithDetails(db, details(binder, { purchasePrice }));
      await expect(refusal).rejects.toBeInstanceOf(InputError);
      await expect(refusal).rejects.toMatchObject({
        fields: { purchasePrice: CARD_DIALOG_TEXTS.invalidPrice },
      });
    }
    await expect(addCardsWithDetails(db, details(binder, { quantity: 1001 }))).rejects.toThrow(
      'at most 1000',
    );
    await expect(addCardsWithDetails(db, details('temp-missing'))).rejects.toBeInstanceOf(
      RecordNotFoundError,
    );
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
