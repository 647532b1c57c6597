import type { Collection, SealedDefinition } from '../schemas';
import { sealedDefinitionKey } from '../sealed/definitionKey';
import { BACKUP_FORMAT_NAME, BACKUP_FORMAT_VERSION, type BackupFile } from './backupFormat';
import type { RestoreSource } from './readBackup';

/**
 * The spec's plain arrays (cards, sealed products or definitions without ids) as a backup of the
 * current collection, so one restore path handles both. Items get ids local to the file; a sealed
 * product gets the definition of its name, set and type (one per distinct product, matched with an
 * existing definition by the restore).
 */
export function asBackup(source: RestoreSource, into: Collection, now: string): BackupFile {
  if (source.kind === 'backup') return source.backup;
  const backup: BackupFile = {
    format: BACKUP_FORMAT_NAME,
    version: BACKUP_FORMAT_VERSION,
    createdAt: now,
    scope: 'collection',
    collections: [],
    sealedDefinitions: [],
    locations: [],
    wants: [],
  };
  const stamp = { createdAt: now, updatedAt: now };
  if (source.kind === 'definitions') {
    backup.sealedDefinitions = source.definitions.map((d, index) => ({
      id: `file-definition-${index}`,
      ...d,
      ...stamp,
    }));
    return backup;
  }
  const entry = { collection: into, cards: [], sealedProducts: [], transactions: [], marketPrices: [] };
  backup.collections.push(entry);
  if (source.kind === 'cards') {
    backup.collections[0].cards = source.cards.map((card, index) => ({
      id: `file-card-${index}`,
      collectionId: into.id,
      ...card,
      ...stamp,
    }));
    return backup;
  }
  const definitions = new Map<string, SealedDefinition>();
  backup.collections[0].sealedProducts = source.sealedProducts.map((product, index) => {
    const { name, set, type, ...instance } = product;
    const key = sealedDefinitionKey({ name, set, type });
    let definition = definitions.get(key);
    if (!definition) {
      definition = {
        id: `file-definition-${definitions.size}`,
        name,
        set,
        type,
        description: '',
        releaseDate: null,
        imageUrl: '',
        isActive: true,
        ...stamp,
      };
      definitions.set(key, definition);
    }
    return {
      id: `file-sealed-${index}`,
      collectionId: into.id,
      definitionId: definition.id,
      ...instance,
      transactionId: null,
      name,
      set,
      type,
      releaseDate: null,
      imageUrl: '',
      ...stamp,
    };
  });
  backup.sealedDefinitions = [...definitions.values()];
  return backup;
}
