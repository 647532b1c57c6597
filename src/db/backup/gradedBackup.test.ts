import { afterEach, describe, expect, it } from 'vitest';
import type { BackupFile } from '../../domain/backup/backupFormat';
import { readBackup } from '../../domain/backup/readBackup';
import { Grading } from '../../domain/grading/schema';
import { generatedBackup } from '../../domain/testing/backup';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { makeBackup } from './makeBackup';
import { restoreBackup } from './restoreBackup';

const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});
const database = () => {
  const db = freshDatabase();
  databases.push(db);
  return db;
};
const sourceOf = (file: object) => {
  const result = readBackup(JSON.stringify(file));
  if (!result.ok) throw new Error(result.message);
  return result.source;
};

/** A generated backup whose first two cards are slabs (one copy each). */
function withSlabs(backup: BackupFile): BackupFile {
  const [entry] = backup.collections;
  if (!entry) throw new Error('no collection');
  const slab = (index: number, grading: Grading) => {
    const card = entry.cards[index];
    if (!card) throw new Error('no card');
    const [line] = card.conditionQuantities;
    entry.cards[index] = { ...card, grading, conditionQuantities: [{ ...line, quantity: 1 } as typeof line] };
  };
  slab(0, Grading.parse({ grader: 'PSA', grade: 9, certificate: '81234567', fee: 20, value: 250 }));
  slab(1, Grading.parse({ grader: 'BGS', grade: 9.5, subgrades: { centering: 9.5, edges: 9 } }));
  return backup;
}

const slabs = async (db: CardfolioDatabase) =>
  (await db.cards.toArray())
    .filter((card) => card.grading)
    .map((card) => JSON.stringify([card.name, card.grading, card.conditionQuantities[0]?.quantity]))
    .sort();

describe('backup version 3: graded copies', () => {
  it('round-trips slabs into a new account with every grading field, and adds nothing the second time', async () => {
    const from = database();
    const file = withSlabs(generatedBackup(10, 2));
    await restoreBackup(from, sourceOf(file), null);
    const backup = await makeBackup(from, { scope: 'all' });
    expect(backup.version).toBe(3);
    const to = database();
    await restoreBackup(to, sourceOf(backup), null);
    expect(await slabs(to)).toEqual(await slabs(from));
    expect(await slabs(to)).toHaveLength(2);
    const again = await restoreBackup(to, sourceOf(backup), null);
    expect(again.added.cards).toBe(0);
  });

  it('still restores a version 2 file: its cards come back raw', async () => {
    const to = database();
    const versionTwo = { ...generatedBackup(6, 1), version: 2 };
    const outcome = await restoreBackup(to, sourceOf(versionTwo), null);
    expect(outcome.added.cards).toBe(6);
    expect(await slabs(to)).toEqual([]);
  });
});
