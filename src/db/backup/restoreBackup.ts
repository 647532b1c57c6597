import { asBackup } from '../../domain/backup/plainArrays';
import {
  type ExistingRows,
  planRestore,
  type RestoreKind,
  type RestorePlan,
} from '../../domain/backup/planRestore';
import type { RestoreSource } from '../../domain/backup/readBackup';
import { RESTORE_ORDER } from '../../domain/backup/restoreChunks';
import type { ChangeSet } from '../../domain/changeSet';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import { readBackupRows } from './backupRows';
import { restoreDrafts } from './restoreDrafts';

export interface RestoreOutcome {
  added: Record<RestoreKind, number>;
  skipped: Record<RestoreKind, number>;
}

const needsCollection = (source: RestoreSource) =>
  source.kind === 'cards' || source.kind === 'sealedProducts';

/** The rows of the collections a restore may land in, for `planRestore` to skip what is already there. */
async function existingRows(db: CardfolioDatabase, collectionIds: string[]): Promise<ExistingRows> {
  const rows = await readBackupRows(db, collectionIds);
  const wants = rows.wants.filter(
    (want) => want.collectionId === null || collectionIds.includes(want.collectionId),
  );
  return { ...rows, wants };
}

/**
 * Restores a file that `readBackup` accepted, as ONE local transaction (issue 14: all or nothing): the
 * new rows and the calls that tell the server, `POST /collections/restore` in
 * chunks (src/domain/backup/README.md). Plain arrays of cards or sealed products go to the current
 * collection. What the device already has is skipped, so a second restore of a file adds nothing.
 */
export async function restoreBackup(
  db: CardfolioDatabase,
  source: RestoreSource,
  currentCollectionId: string | null,
): Promise<RestoreOutcome> {
  if (needsCollection(source) && currentCollectionId === null)
    throw new InputError(TEXTS.noCollectionSelected);
  return mutator(db, RESTORE_ORDER, async ({ now }) => {
    const current = currentCollectionId === null ? undefined : await db.collections.get(currentCollectionId);
    if (needsCollection(source) && !current) throw new InputError(TEXTS.noCollectionSelected);
    const backup = current
      ? asBackup(source, current, now)
      : asBackup(source, placeholderCollection(now), now);
    const names = new Set(backup.collections.map((entry) => entry.collection.name.trim().toLowerCase()));
    const landing = (await db.collections.toArray())
      .filter(
        (c) => names.has(c.name.trim().toLowerCase()) || (needsCollection(source) && c.id === current?.id),
      )
      .map((c) => c.id);
    const plan: RestorePlan = planRestore(backup, await existingRows(db, landing), {
      ...(needsCollection(source) && current ? { intoCollectionId: current.id } : {}),
      newId: newTempId,
    });
    for (const { records, ...call } of restoreDrafts(plan.add)) {
      const chunk = call.body as RestorePlan['add'];
      const changes: ChangeSet = {
        writes: RESTORE_ORDER.flatMap((kind) => chunk[kind].map((row) => ({ table: kind, id: row.id, row }))),
        records,
      };
      await commit(db, changes, call, now);
    }
    const count = (rows: Record<RestoreKind, unknown[]>) =>
      Object.fromEntries(RESTORE_ORDER.map((kind) => [kind, rows[kind].length])) as Record<
        RestoreKind,
        number
      >;
    return { added: count(plan.add), skipped: plan.skipped };
  });
}

/** Definitions alone land in no collection; asBackup needs one only for cards and sealed products. */
function placeholderCollection(now: string) {
  return { id: 'no-collection', name: '', description: '', isDefault: false, createdAt: now, updatedAt: now };
}
