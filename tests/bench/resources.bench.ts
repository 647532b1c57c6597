/**
 * The resource routes on a large collection: 5,000 cards, 1,000 sealed products, 2,000 market
 * prices. Times the reads that walk a whole collection (lists, stats, finance, products without
 * prices), add-to-collection one call at a time, and the two bulk restores of 10,000 rows, on an
 * in-memory PGlite and then on a throw-away PostgreSQL. Prints medians; asserts nothing. Run with
 * `npm run bench resources`.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { cards, marketPrices, sealedDefinitions, sealedProducts } from '../../server/db/schema';
import { registerUser, type TestUser } from '../../server/testing/apiClient';
import { postgresBinariesAvailable } from '../../server/testing/postgresCluster';
import { type Backend, startTestServer, type TestServer } from '../../server/testing/startTestServer';
import type { Collection, ConditionQuantity } from '../../src/domain/schemas';

const CARDS = 5_000;
const SEALED = 1_000;
const PRICES = 2_000;
const RESTORED = 10_000;
const READ_RUNS = 15;
const ADDS = 300;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Rows straight into the tables, in chunks: seeding through the API would take longer than the bench. */
async function seed(server: TestServer, user: TestUser, collectionId: string) {
  const { db } = server.database;
  const userId = user.user.id;
  const line = (i: number): ConditionQuantity => ({
    condition: i % 3 ? 'Near Mint' : 'Played',
    quantity: 1 + (i % 4),
    purchasePrice: (i % 50) / 4,
    purchaseDate: null,
    transactionId: null,
  });
  for (let start = 0; start < CARDS; start += 1000) {
    await db.insert(cards).values(
      Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        return {
          userId,
          collectionId,
          name: `Card ${i}`,
          setCode: `S${i % 40}`,
          color: 'red',
          rarity: 'Common',
          status: 'have',
          conditionQuantities: [line(i), line(i + 1)],
        };
      }),
    );
  }
  const definitions = await db
    .insert(sealedDefinitions)
    .values(
      Array.from({ length: 100 }, (_, i) => ({
        userId,
        name: `Product ${i}`,
        set: `Set ${i % 10}`,
        type: 'Booster Box',
      })),
    )
    .returning({ id: sealedDefinitions.id });
  await db.insert(sealedProducts).values(
    Array.from({ length: SEALED }, (_, i) => ({
      userId,
      collectionId,
      definitionId: definitions[i % definitions.length]?.id as string,
      condition: 'Sealed',
      status: 'have',
      quantity: 1 + (i % 3),
      purchasePrice: 90 + (i % 20),
    })),
  );
  await db.insert(marketPrices).values(
    Array.from({ length: PRICES }, (_, i) => ({
      userId,
      collectionId,
      productType: 'card',
      productKey: `Card ${i * 2}|S${(i * 2) % 40}|Near Mint`,
      marketPrice: 1 + (i % 30),
    })),
  );
}

async function benchBackend(backend: Backend) {
  const server = await startTestServer({ backend });
  try {
    const user = await registerUser(server.apiUrl);
    const collection = (await user.api.post<Collection>('/collections', { name: 'Big' })).body
      .data as Collection;
    await seed(server, user, collection.id);
    console.log(`\n${backend}: ${CARDS} cards, ${SEALED} sealed products, ${PRICES} market prices`);
    const reads = [
      '/cards',
      '/cards/stats',
      '/sealed-products',
      '/sealed-products/stats',
      `/finance/collection/${collection.id}`,
      `/finance/collection/${collection.id}/cards`,
      '/finance/summary',
      `/market-prices/collection/${collection.id}/products-without-prices`,
    ];
    for (const path of reads) {
      const times: number[] = [];
      for (let run = 0; run < READ_RUNS; run++) times.push(await timed(() => user.api.get(path)));
      console.log(
        `  GET ${path.replace(collection.id, ':id').padEnd(58)} median ${median(times).toFixed(1).padStart(7)} ms`,
      );
    }
    const adds: number[] = [];
    for (let i = 0; i < ADDS; i++) {
      const body = {
        collectionId: collection.id,
        name: `Card ${i % 50}`,
        setCode: `S${i % 40}`,
        conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 1 }],
      };
      adds.push(
        await timed(() => user.api.post('/cards/add-to-collection', body, { idempotencyKey: randomUUID() })),
      );
    }
    console.log(
      `  POST /cards/add-to-collection (${ADDS} one after another)${' '.repeat(20)} median ${median(adds).toFixed(1).padStart(7)} ms`,
    );
    const definitions = Array.from({ length: RESTORED }, (_, i) => ({
      name: `Restored ${i}`,
      set: 'Old',
      type: 'Bundle',
      description: 'x'.repeat(100),
    }));
    const restoreDefinitions = await timed(() =>
      user.api.post('/sealed-products/definitions/bulk-restore', { definitions }),
    );
    console.log(
      `  POST /sealed-products/definitions/bulk-restore, ${RESTORED} rows${' '.repeat(17)} ${restoreDefinitions.toFixed(0).padStart(7)} ms`,
    );
    const [definition] = await server.database.db
      .select({ id: sealedDefinitions.id })
      .from(sealedDefinitions)
      .limit(1);
    const products = Array.from({ length: RESTORED }, () => ({
      collectionId: collection.id,
      definitionId: definition?.id,
      purchasePrice: 10,
    }));
    const restoreProducts = await timed(() =>
      user.api.post('/sealed-products/bulk-restore', { definitions: products }),
    );
    console.log(
      `  POST /sealed-products/bulk-restore, ${RESTORED} rows${' '.repeat(29)} ${restoreProducts.toFixed(0).padStart(7)} ms`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `resources bench: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}, ${READ_RUNS} runs per read`,
);
await benchBackend('pglite');
if (postgresBinariesAvailable()) await benchBackend('postgres');
else console.log('\nPostgreSQL: server binaries missing, skipped');
