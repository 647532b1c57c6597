import type { CardDefinition } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import type { CardDefinitionRow } from '../rows';
import { toDefinitionRow } from './definitionRows';

/**
 * Keeps every card the user has seen in a card-database answer, so offline search finds it.
 * One row per name + set code (case-insensitive): a printing already saved under another id keeps
 * that id and takes the new fields, so the unique key index never refuses the write. Local only:
 * definitions are never synced, so there is no outbox entry. Answers how many rows were written.
 */
export async function saveCardDefinitions(
  db: CardfolioDatabase,
  definitions: readonly CardDefinition[],
): Promise<number> {
  const byKey = new Map<string, CardDefinitionRow>();
  for (const definition of definitions) {
    const row = toDefinitionRow(definition);
    if (!byKey.has(row.key)) byKey.set(row.key, row);
  }
  if (byKey.size === 0) return 0;
  return db.transaction('rw', db.cardDefinitions, async () => {
    const saved = await db.cardDefinitions
      .where('key')
      .anyOf([...byKey.keys()])
      .toArray();
    for (const row of saved) {
      const incoming = byKey.get(row.key);
      if (incoming) incoming.id = row.id;
    }
    // Reusing saved ids can put two keys on one id (a printing the card database renamed): first wins.
    const byId = new Map<string, CardDefinitionRow>();
    for (const row of byKey.values()) if (!byId.has(row.id)) byId.set(row.id, row);
    await db.cardDefinitions.bulkPut([...byId.values()]);
    return byId.size;
  });
}
