import { describe, expect, it } from 'vitest';
import { InputError } from '../../../db/errors';
import { boltDefinition, syncedCollection } from '../../../db/testing/cards';
import { freshDatabase } from '../../../db/testing/database';
import { API } from '../../../domain/api';
import { MAX_TRANSACTION_LINES } from '../../../domain/limits';
import { SCAN_TEXTS } from '../scanTexts';
import { addScannedCards } from './addScannedCards';
import { trayRow } from './trayTesting';

const lea = boltDefinition({ id: 'def-bolt-lea', setCode: 'lea', set: 'Alpha', collectorNumber: '161' });
const m11 = boltDefinition({ id: 'def-bolt-m11', setCode: 'm11', set: 'Magic 2011', collectorNumber: '149' });

/** Three different printings, one of them twice and one foil Played: the tray a show produces. */
const showTray = () => [
  trayRow('r1', boltDefinition(), { quantity: 2 }),
  trayRow('r2', lea, { foil: true, condition: 'Played' }),
  trayRow('r3', m11),
];

describe('addScannedCards', () => {
  it('writes every printing and ONE outbox entry listing the transaction and every card', async () => {
    const db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const transaction = await addScannedCards(db, collectionId, showTray(), '2026-11-27');

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
      ['m11', false, [['Near Mint', 1]]],
    ]);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.path).toBe(API.transactions.unified.path);
    expect(outbox[0]?.records.map((record) => record.id).sort()).toEqual(
      [transaction.id, ...cards.map((card) => card.id)].sort(),
    );
  });

  it('writes nothing when the outbox entry cannot be stored after the cards were', async () => {
    const db = freshDatabase();
    const collectionId = await syncedCollection(db);
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(addScannedCards(db, collectionId, showTray(), '2026-11-27')).rejects.toThrow('disk full');
    expect(await db.cards.count()).toBe(0);
    expect(await db.transactions.count()).toBe(0);
  });

  it('refuses an empty tray and writes nothing', async () => {
    const db = freshDatabase();
    const collectionId = await syncedCollection(db);
    await expect(addScannedCards(db, collectionId, [], '2026-11-27')).rejects.toBeInstanceOf(InputError);
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a tray past the line cap with the cap in its message, and writes nothing', async () => {
    const db = freshDatabase();
    const collectionId = await syncedCollection(db);
    const rows = Array.from({ length: MAX_TRANSACTION_LINES + 1 }, (_, index) => trayRow(`r${index}`));
    await expect(addScannedCards(db, collectionId, rows, '2026-11-27')).rejects.toThrow(
      SCAN_TEXTS.trayTooLong(MAX_TRANSACTION_LINES),
    );
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
