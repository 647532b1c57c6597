import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { makeItem } from '../../domain/testing/factories';
import { deleteCard } from '../cards/deleteCard';
import { editCard } from '../cards/editCard';
import { quickAddCard } from '../cards/quickAddCard';
import { createCollection } from '../collections/createCollection';
import { deleteCollection } from '../collections/deleteCollection';
import type { CardfolioDatabase } from '../database';
import { boltDefinition } from '../testing/cards';
import { deviceSyncingWith } from '../testing/syncedDevice';
import { deleteTransaction } from '../transactions/deleteTransaction';
import { saveTransaction } from '../transactions/saveTransaction';

/**
 * Coalescing is an optimisation of the queue, never a change of meaning: the same offline work, queued
 * with coalescing and queued call by call, must leave the server with the same records. The second
 * device runs with planEnqueue replaced by "append as it is" (every call sent as the use case made it).
 */
const coalescing = vi.hoisted(() => ({ on: true }));
vi.mock('./coalesce', async (importOriginal) => {
  const real = await importOriginal<typeof import('./coalesce')>();
  return {
    ...real,
    planEnqueue: (...args: Parameters<typeof real.planEnqueue>) =>
      coalescing.on ? real.planEnqueue(...args) : { drop: [], replace: [], append: args[0], dropRecords: [] },
  };
});

type Command =
  | { kind: 'collection' }
  | { kind: 'quickAdd'; collection: number; printing: number }
  | { kind: 'note'; card: number; text: number }
  | { kind: 'move'; card: number; collection: number }
  | { kind: 'deleteCard'; card: number }
  | { kind: 'deleteCollection'; collection: number }
  | { kind: 'purchase'; collection: number; printing: number }
  | { kind: 'deleteTransaction'; transaction: number }
  | { kind: 'sync' };

const pick = fc.nat({ max: 7 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constant({ kind: 'collection' as const }),
  fc.record({ kind: fc.constant('quickAdd' as const), collection: pick, printing: fc.nat({ max: 2 }) }),
  fc.record({ kind: fc.constant('note' as const), card: pick, text: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant('move' as const), card: pick, collection: pick }),
  fc.record({ kind: fc.constant('deleteCard' as const), card: pick }),
  fc.record({ kind: fc.constant('deleteCollection' as const), collection: pick }),
  fc.record({ kind: fc.constant('purchase' as const), collection: pick, printing: fc.nat({ max: 2 }) }),
  fc.record({ kind: fc.constant('deleteTransaction' as const), transaction: pick }),
  fc.constant({ kind: 'sync' as const }),
);

const PRINTINGS = ['Lightning Bolt', 'Counterspell', 'Llanowar Elves'];

const devices: CardfolioDatabase[] = [];
afterEach(async () => {
  coalescing.on = true;
  for (const db of devices.splice(0)) await db.delete();
});

function device() {
  const server = new FakeServer();
  const device = deviceSyncingWith(server);
  devices.push(device.db);
  return { db: device.db, engine: device.engine, server };
}

/**
 * Rows in an order that does not depend on their ids (temp or the server's): by what they hold. Two
 * rows holding the same are interchangeable for what the server ends up with.
 */
const ordered = <T extends { id: string }>(rows: T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => key(a).localeCompare(key(b)));

const chosen = <T>(rows: readonly T[], index: number): T | undefined =>
  rows.length === 0 ? undefined : rows[index % rows.length];

/** Runs one command as the app would; a refusal (the spec's message) is part of the outcome. */
async function run(
  { db, engine }: ReturnType<typeof device>,
  step: Command,
  names: { next: number },
): Promise<string> {
  const collections = ordered(await db.collections.toArray(), (c) => c.name);
  const cardsKey = (c: { name: string; collectionId: string; notes?: string }) =>
    `${collections.find((x) => x.id === c.collectionId)?.name}|${c.name}|${c.notes ?? ''}`;
  const cards = ordered(await db.cards.toArray(), cardsKey);
  const transactions = ordered(await db.transactions.toArray(), (t) =>
    JSON.stringify(t.items.map((i) => i.name)),
  );
  const collection = 'collection' in step ? chosen(collections, step.collection) : undefined;
  const card = 'card' in step ? chosen(cards, step.card) : undefined;
  try {
    switch (step.kind) {
      case 'collection':
        await createCollection(db, { name: `Binder ${names.next++}` });
        return 'ok';
      case 'quickAdd':
        if (!collection) return 'skip';
        await quickAddCard(db, {
          collectionId: collection.id,
          definition: boltDefinition({ id: `def-${step.printing}`, name: PRINTINGS[step.printing] }),
        });
        return 'ok';
      case 'note':
        if (!card) return 'skip';
        await editCard(db, card.id, { notes: `note ${step.text}` });
        return 'ok';
      case 'move':
        if (!card || !collection) return 'skip';
        await editCard(db, card.id, { collectionId: collection.id });
        return 'ok';
      case 'deleteCard':
        if (!card) return 'skip';
        await deleteCard(db, card.id);
        return 'ok';
      case 'deleteCollection':
        if (!collection) return 'skip';
        await deleteCollection(db, collection.id);
        return 'ok';
      case 'purchase':
        if (!collection) return 'skip';
        await saveTransaction(db, {
          collectionId: collection.id,
          type: 'purchase',
          date: '2026-11-20',
          items: [makeItem({ name: `${PRINTINGS[step.printing]} ${names.next++}`, quantity: 2, price: 3 })],
        });
        return 'ok';
      case 'deleteTransaction': {
        const transaction = chosen(transactions, step.transaction);
        if (!transaction) return 'skip';
        await deleteTransaction(db, transaction.id);
        return 'ok';
      }
      case 'sync':
        await engine.sync();
        return 'ok';
    }
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

type Row = { id: string } & Record<string, unknown>;
/** Fields that differ between two servers holding the same records. */
const VOLATILE = new Set(['id', 'createdAt', 'updatedAt', 'revision', 'dateAdded', 'userId', 'timestamp']);

/** What the server holds, with every id replaced by what the record it names holds. */
function serverContent(server: FakeServer) {
  const tables = ['collections', 'cards', 'transactions'] as const;
  const labels = new Map<string, string>();
  const strip = (value: unknown, label: (id: string) => string | undefined): unknown => {
    if (typeof value === 'string') return label(value) ?? value;
    if (Array.isArray(value)) return value.map((v) => strip(v, label));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !VOLATILE.has(key))
          .map(([key, v]) => [key, strip(v, label)]),
      );
    }
    return value;
  };
  const rows = (table: (typeof tables)[number]) => server.rows(table) as Row[];
  // Two passes: first what each record holds with its references blanked, then references by that.
  for (const table of tables) {
    for (const row of rows(table)) {
      const ids = new Set(tables.flatMap((t) => rows(t).map((r) => r.id)));
      labels.set(
        row.id,
        `${table}:${JSON.stringify(strip(row, (id) => (ids.has(id) ? '<ref>' : undefined)))}`,
      );
    }
  }
  return Object.fromEntries(
    tables.map((table) => [
      table,
      rows(table)
        .map((row) => JSON.stringify(strip(row, (id) => labels.get(id))))
        .sort(),
    ]),
  );
}

async function outcome(commands: readonly Command[], coalesce: boolean) {
  coalescing.on = coalesce;
  const phone = device();
  const names = { next: 1 };
  const answers: string[] = [];
  for (const step of commands) answers.push(await run(phone, step, names));
  await phone.engine.sync();
  return { answers, server: serverContent(phone.server), left: await phone.db.outbox.count() };
}

describe('coalescing never changes what the server ends up with', () => {
  it('holds for random offline work with syncs in between', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const queued = await outcome([{ kind: 'collection' }, ...commands], true);
        const callByCall = await outcome([{ kind: 'collection' }, ...commands], false);
        expect(queued.answers).toEqual(callByCall.answers);
        expect(queued.left).toBe(0);
        expect(queued.server).toEqual(callByCall.server);
      }),
      { numRuns: Number(process.env.COALESCE_RUNS ?? 60) },
    );
  });
});
