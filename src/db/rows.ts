import type { Alert, AlertFiring } from '../domain/alerts/schema';
import type { Location } from '../domain/locations/schema';
import type { ValueSnapshot } from '../domain/profit/valueSnapshots';
import type {
  Card,
  CardDefinition,
  Collection,
  MarketPrice,
  SealedDefinition,
  SealedProduct,
  SyncEntity,
  Transaction,
} from '../domain/schemas';
import type { Want } from '../domain/wants/schema';

/**
 * Local rows use the API's record shapes, so a pulled server row is stored as it comes. Only
 * cardDefinitions (never synced) carry extra search keys.
 */
export type CollectionRow = Collection;
export type CardRow = Card;
export type SealedDefinitionRow = SealedDefinition;
export type SealedProductRow = SealedProduct;
export type TransactionRow = Transaction;
export type MarketPriceRow = MarketPrice;
export type LocationRow = Location;
export type WantRow = Want;
export type AlertRow = Alert;

/** The device's own evaluation of an alert against a catalogue delta (never synced; see domain/alerts). */
export interface AlertFiringRow extends AlertFiring {
  alertId: string;
}

export interface CardDefinitionRow extends CardDefinition {
  /** Lowercased name: offline search matches by prefix on this index. */
  nameKey: string;
  /** `name|setCode` lowercased: one row per printing. */
  key: string;
}

export interface SyncedRows {
  collections: CollectionRow;
  cards: CardRow;
  sealedDefinitions: SealedDefinitionRow;
  sealedProducts: SealedProductRow;
  transactions: TransactionRow;
  marketPrices: MarketPriceRow;
  locations: LocationRow;
  wants: WantRow;
  alerts: AlertRow;
}
/** Any synced row; every one has a string `id`. */
export type SyncedRow = SyncedRows[SyncEntity];

/** A temp id the server answered with its real id. Kept so later entries that still name the temp id resolve. */
export interface IdMapRow {
  tempId: string;
  realId: string;
  entity: SyncEntity | null;
  mappedAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** The collection's value on one day (device state, never synced). */
export type ValueSnapshotRow = ValueSnapshot;
