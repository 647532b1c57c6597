import { useDatabase } from '../DatabaseProvider';
import type { SealedDefinitionRow, SealedProductRow } from '../rows';
import type { LiveResult } from './liveResult';
import { useObservedRead } from './useObservedRead';

const PRODUCT_TABLES = ['sealedProducts'] as const;
const DEFINITION_TABLES = ['sealedDefinitions'] as const;

/** Every sealed product of a collection, read again after every change to the table, or a new `attempt`. */
export function useCollectionSealedProducts(
  collectionId: string,
  attempt = 0,
): LiveResult<SealedProductRow[]> {
  const db = useDatabase();
  return useObservedRead(db, PRODUCT_TABLES, `${db.name}|${collectionId}|${attempt}`, () =>
    db.sealedProducts.where('collectionId').equals(collectionId).toArray(),
  );
}

/**
 * Every sealed product definition of the user (Product Management, the add dialog's search). `version`
 * reads again on demand: the table's refresh button and Retry.
 */
export function useSealedDefinitions(version = 0): LiveResult<SealedDefinitionRow[]> {
  const db = useDatabase();
  return useObservedRead(db, DEFINITION_TABLES, `${db.name}|definitions|${version}`, () =>
    db.sealedDefinitions.toArray(),
  );
}
