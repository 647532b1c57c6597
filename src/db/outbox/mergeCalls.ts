import { API } from '../../domain/api';
import { mergeConditionEntry } from '../../domain/cards/addToCollectionMerge';
import type { ConditionQuantity } from '../../domain/schemas';
import type { OutboxCall } from './types';

type PlainBody = Record<string, unknown>;

/** Calls whose body must carry exactly one condition entry (SingleConditionCardInput). */
const SINGLE_ENTRY_PATHS: ReadonlySet<string> = new Set([
  API.cards.addToCollection.path,
  API.cards.addIndividual.path,
]);

const rowsOf = (body: PlainBody) => (body.conditionQuantities ?? []) as ConditionQuantity[];

/**
 * The call an unsent `target` becomes when a later change of its record merges into it (the record's
 * create, or an update on the same path), or null when the two must stay apart.
 * - An add-to-collection of a copy adds its one entry to the rows the target carries (into the row of
 *   its lot, as the server does), so repeated quick adds of a copy queue one call.
 * - A single-entry create (add-to-collection, add-individual) that ends up carrying anything else
 *   (two rows, or an edit) becomes a plain `POST /cards`: sent as it was, the server would refuse two
 *   rows (parked) or merge only the entry into an existing copy and lose the edit.
 * - Otherwise the later fields win (PUT is partial).
 */
export function mergedCall(
  target: Pick<OutboxCall, 'method' | 'path'> & { body: PlainBody; creates: boolean },
  draft: Pick<OutboxCall, 'path'> & { body: PlainBody },
): Pick<OutboxCall, 'path' | 'body'> | null {
  if (draft.path === API.cards.addToCollection.path) {
    const [entry] = rowsOf(draft.body);
    const rows = mergeConditionEntry(rowsOf(target.body), entry);
    if (!target.creates && rows.length !== 1) return null;
    const body = target.creates
      ? { ...target.body, conditionQuantities: rows }
      : { ...target.body, ...draft.body, conditionQuantities: rows };
    return { path: widened(target.path, rows.length === 1), body };
  }
  const keepsOneEntry = !target.creates;
  return { path: widened(target.path, keepsOneEntry), body: { ...target.body, ...draft.body } };
}

function widened(path: string, keepsOneEntry: boolean): string {
  return SINGLE_ENTRY_PATHS.has(path) && !keepsOneEntry ? API.cards.create.path : path;
}
