import { CARD_SEARCH_RESULTS_SHOWN, SEARCH_MIN_CHARS } from '../../domain/limits';
import type { CardDefinition } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import type { CardDefinitionRow } from '../rows';
import { fromDefinitionRow } from './definitionRows';
import { nameHasWords, queryWords } from './nameQuery';

/**
 * The card search of the card database, run over the definitions saved on this device: names
 * holding every word, one printing per name, by name, at most `limit`. Walks the name index in
 * order and stops once enough names are found, so a large table is not read to the end.
 */
export async function searchSavedCardDefinitions(
  db: CardfolioDatabase,
  query: string,
  limit: number = CARD_SEARCH_RESULTS_SHOWN,
): Promise<CardDefinition[]> {
  if (query.trim().length < SEARCH_MIN_CHARS) return [];
  const words = queryWords(query);
  const picked = new Map<string, CardDefinitionRow>();
  await db.cardDefinitions
    .orderBy('nameKey')
    .until(() => picked.size >= limit)
    .each((row) => {
      if (!picked.has(row.nameKey) && nameHasWords(row.nameKey, words)) picked.set(row.nameKey, row);
    });
  return [...picked.values()].map(fromDefinitionRow);
}

const bySetName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every printing of one exact name saved on this device, by set name. */
export async function savedPrintings(db: CardfolioDatabase, name: string): Promise<CardDefinition[]> {
  const nameKey = name.trim().toLowerCase();
  if (nameKey === '') return [];
  const rows = await db.cardDefinitions.where('nameKey').equals(nameKey).toArray();
  return rows
    .sort((a, b) => bySetName.compare(a.set, b.set) || bySetName.compare(a.setCode, b.setCode))
    .map(fromDefinitionRow);
}
