import { z } from 'zod';
import { Location } from '../locations/schema';
import { Card } from '../schemas/card';
import { Collection } from '../schemas/collection';
import { Timestamp } from '../schemas/common';
import { MarketPrice } from '../schemas/marketPrice';
import { SealedDefinition, SealedProduct } from '../schemas/sealed';
import { Transaction } from '../schemas/transaction';
import { Want } from '../wants/schema';

/** Written into every backup so a reader can tell this app's file from any other JSON (README.md). */
export const BACKUP_FORMAT_NAME = 'cardfolio-backup';
/**
 * 2 added `locations` and `wants`; a version 1 file reads as one with none of either. 3 added a card's
 * `grading` (graded copies, issue 25); a card of a version 1 or 2 file has none, so it reads as raw.
 */
export const BACKUP_FORMAT_VERSION = 3;

/** Part 2 §2: backups download as JSON files named with the date. */
export function backupFileName(at: Date): string {
  return `${BACKUP_FORMAT_NAME}-${at.toISOString().slice(0, 10)}.json`;
}

/** One collection with everything it owns (src/domain/entities: a collection owns these four). */
export const BackupCollection = z.object({
  collection: Collection,
  cards: z.array(Card),
  sealedProducts: z.array(SealedProduct),
  transactions: z.array(Transaction),
  marketPrices: z.array(MarketPrice),
});
export type BackupCollection = z.infer<typeof BackupCollection>;

/** The whole file: the records as the API shapes them, so a restore needs no conversion. */
export const BackupFile = z.object({
  format: z.literal(BACKUP_FORMAT_NAME),
  version: z.number().int().min(1).max(BACKUP_FORMAT_VERSION),
  createdAt: Timestamp,
  /** `collection`: the current collection (Data Management); `all`: every one (Account's export). */
  scope: z.enum(['collection', 'all']),
  collections: z.array(BackupCollection),
  /** Definitions are the user's, not a collection's: every one is kept, used or not. */
  sealedDefinitions: z.array(SealedDefinition),
  /** Every location of the user, used or not, as definitions are: the cards' places name them. */
  locations: z.array(Location).default([]),
  /** The want lists: a collection's own (a collection backup holds only those) and, in `all`, the list across collections. */
  wants: z.array(Want).default([]),
});
export type BackupFile = z.output<typeof BackupFile>;
