/**
 * Bundled by the locations bench and run in a Chromium page: the Unfiled view's and the binder view's
 * reads, and Move to… of 1,000 copies (moveCopies: plan, rows and outbox entry), on real IndexedDB.
 */
import { moveCopies } from '../../src/db/locations/moveCopies';
import { binderPage, unfiledCount, unfiledPage } from '../../src/db/locations/views';
import { makeCard } from '../../src/domain/testing/factories';
import { freshDatabase, rawPuts } from './rawPuts';

export interface LocationsTimes {
  stored: number;
  filed: number;
  unfiledFirstMs: number[];
  unfiledDeepMs: number[];
  unfiledCountMs: number[];
  binderPageMs: number[];
  moveMs: number[];
}

const STAMP = '2026-11-20T10:00:00.000Z';
const location = (id: string, pages: number) => ({
  id,
  name: id,
  kind: 'binder' as const,
  pages,
  slotsPerPage: 9,
  createdAt: STAMP,
  updatedAt: STAMP,
});

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

export async function runLocationsBench({ copies, moved }: { copies: number; moved: number }) {
  const db = await freshDatabase('cardfolio-locations-bench');
  // A full 500-page binder (4,500 copies) and the rest unfiled, as a collector's shoebox years.
  const filed = Math.min(4500, Math.floor(copies / 10));
  const cards = Array.from({ length: copies }, (_, index) =>
    makeCard({
      id: `card-${index}`,
      collectionId: 'collection-bench',
      name: `Card ${String(index).padStart(6, '0')}`,
      ...(index < filed
        ? { locationId: 'full', page: Math.floor(index / 9) + 1, slot: (index % 9) + 1 }
        : {}),
    }),
  );
  await rawPuts(db, { locations: [location('full', 500), location('empty', 500)], cards });

  const unfiledFirstMs = await timed(20, () => unfiledPage(db, 1, 50));
  const unfiledDeepMs = await timed(5, () => unfiledPage(db, 400, 50));
  const unfiledCountMs = await timed(5, () => unfiledCount(db));
  const binderPageMs = await timed(20, () => binderPage(db, 'full', 250));
  const moveMs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const ids = cards.slice(filed + run * moved, filed + (run + 1) * moved).map((card) => card.id);
    const start = { page: 1 + run * Math.ceil(moved / 9), slot: 1 };
    moveMs.push(...(await timed(1, () => moveCopies(db, { cardIds: ids, locationId: 'empty', start }))));
  }
  db.close();
  return {
    stored: copies,
    filed,
    unfiledFirstMs,
    unfiledDeepMs,
    unfiledCountMs,
    binderPageMs,
    moveMs,
  } satisfies LocationsTimes;
}
