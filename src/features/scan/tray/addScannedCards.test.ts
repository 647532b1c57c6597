import { describe, expect, it } from 'vitest';
import { InputError } from '../../../db/errors';
import { boltDefinition, outboxEntries, syncedCollection } from '../../../db/testing/cards';
import { freshDatabase } from '../../../db/testing/database';
import { API } from '../../../domain/api';
import { addScannedCards } from './addScannedCards';
import { trayRow } from './trayTesting';

describe('addScannedCards', () => {
  it('writes every row and ONE outbox entry naming them all', async () => {
    const db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const rows = [
      trayRow('r1', boltDefinition(), { quantity: 2 }),
      trayRow(
        'r2',
        boltDefinition({ id: 'def-bolt-lea', setCode: 'lea', set: 'Alpha', collectorNumber: '161' }),
        {
          foil: true,
          condition: 'Played',
        },
      ),
    ];
    await addScannedCards(db, collectionId, rows, '2026-11-27');
    const cards = await db.cards.where('collectionId').equals(collectionId).toArray();
    expect(
      cards
        .map((card) => [
          card.setCode,
          card.foil,
          card.conditionQuantities.map((entry) => [entry.condition, entry.quantity]),
        ])
        .sort(),
    ).toEqual([
      ['lea', true, [['Played', 1]]],
      ['m10', false, [['Near Mint', 2]]],
    ]);
    const outbox = await outboxEntries(db);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.path).toBe(API.transactions.unified.path);
  });

  it('refuses an empty tray and writes nothing', async () => {
    const db = freshDatabase();
    const collectionId = await syncedCollection(db);
    await expect(addScannedCards(db, collectionId, [], '2026-11-27')).rejects.toBeInstanceOf(InputError);
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
