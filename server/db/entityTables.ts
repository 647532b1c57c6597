import type { SyncEntity } from '../../src/domain/schemas';
import {
  alerts,
  cards,
  collections,
  locations,
  marketPrices,
  sealedDefinitions,
  sealedProducts,
  transactions,
  wants,
} from './schema';

/** The table of each synced entity: what code driven by the entity registry (src/domain/entities) writes. */
export const ENTITY_TABLES = {
  collections,
  cards,
  sealedDefinitions,
  sealedProducts,
  transactions,
  marketPrices,
  locations,
  wants,
  alerts,
} as const satisfies Record<SyncEntity, unknown>;
