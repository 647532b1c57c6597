import { gradeCopy } from '../../../src/db/grading/gradeCopy';
import { currentId, type SyncDevice } from './syncDevice';
import { chosen, type SyncModel } from './syncModel';

/**
 * "Grade a copy" of an own raw card whose copies came with no purchase (so the ledger's lots stay the
 * model's simple ones): the first row gives the copy; a card of one copy is graded in place, else the
 * slab is a new card of the same printing, one copy, unfiled, without notes (src/domain/grading/plan.ts).
 */
export async function gradeCopyStep(
  device: SyncDevice,
  index: number,
  model: SyncModel,
  pick: number,
): Promise<boolean> {
  const card = chosen(
    model.ownCards(index).filter((c) => !c.graded && c.rows.every((row) => row.lot === null)),
    pick,
  );
  if (!card) return false;
  const slab = await gradeCopy(device.db, await currentId(device, card.tempId), 'Near Mint', {
    grader: 'PSA',
    grade: 9,
    certificate: model.freshName('cert'),
  });
  const [first, ...rest] = card.rows;
  if (card.rows.length === 1 && first?.quantity === 1) {
    card.graded = true;
    return true;
  }
  if (first) first.quantity -= 1;
  card.rows = [first, ...rest].filter((row) => row !== undefined && row.quantity > 0);
  // A slab is a new object: the raw copies' notes stay with them.
  const { name, status, foil } = card;
  const made = model.addCard(index, slab.id, card.collection, { name, status, foil, notes: '', quantity: 1 });
  made.graded = true;
  return true;
}
