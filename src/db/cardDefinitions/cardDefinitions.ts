import { cardDefinitionKey } from '../../domain/cardDatabase/mapping';
import type { CardDefinition } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import type { CardDefinitionRow } from '../rows';

export function toCardDefinitionRow(definition: CardDefinition): CardDefinitionRow {
  return {
    ...definition,
    nameKey: definition.name.trim().toLowerCase(),
    key: cardDefinitionKey(definition.name, definition.setCode),
  };
}

/**
 * Keeps printings the user looked at or added, so offline search finds them (DESIGN.md, Card
 * database). Device-only: nothing is queued for the server. One row per name + set code; a newer
 * answer for the same printing replaces the stored one under the id first stored.
 */
export function rememberCardDefinitions(
  db: CardfolioDatabase,
  definitions: readonly CardDefinition[],
): Promise<void> {
  const latest = new Map(
    definitions.map((d) => [cardDefinitionKey(d.name, d.setCode), toCardDefinitionRow(d)]),
  );
  if (latest.size === 0) return Promise.resolve();
  return db.transaction('rw', db.cardDefinitions, async () => {
    const stored = await db.cardDefinitions
      .where('key')
      .anyOf([...latest.keys()])
      .toArray();
    const storedIds = new Map(stored.map((row) => [row.key, row.id]));
    await db.cardDefinitions.bulkPut(
      [...latest.values()].map((row) => ({ ...row, id: storedIds.get(row.key) ?? row.id })),
    );
  });
}

/** Stored printings whose name starts with `query` (any case), by name. */
export function searchCardDefinitions(
  db: CardfolioDatabase,
  query: string,
  limit: number,
): Promise<CardDefinitionRow[]> {
  const prefix = query.trim().toLowerCase();
  if (prefix === '') return Promise.resolve([]);
  return db.cardDefinitions.where('nameKey').startsWith(prefix).limit(limit).toArray();
}
