import { type DefinitionIdentity, isSameDefinition } from '../../domain/sealed/definitionKey';
import type { CardfolioDatabase } from '../database';
import type { SealedDefinitionRow } from '../rows';

/**
 * The device's definition with this lowercase name|set|type, other than `exceptId`. The name index
 * narrows by name ignoring case; set and type are compared on the few rows left. Returns Dexie's own
 * promise so it keeps the caller's transaction (a native promise around it would lose Dexie's transaction zone).
 */
export function findSameDefinition(
  db: CardfolioDatabase,
  identity: DefinitionIdentity,
  exceptId?: string,
): PromiseLike<SealedDefinitionRow | undefined> {
  return db.sealedDefinitions
    .where('name')
    .equalsIgnoreCase(identity.name.trim())
    .filter((row) => row.id !== exceptId && isSameDefinition(row, identity))
    .first();
}
