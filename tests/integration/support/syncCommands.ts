import fc from 'fast-check';
import { ITEM_STATUSES } from '../../../src/domain/valueSets';
import type { ReloadPoint } from './syncDevice';

/**
 * One step of a randomized sync case. `device` is taken modulo the case's device count and `pick`
 * modulo the records the step may touch when it runs, so every generated sequence is valid and
 * shrinks to a shorter valid one.
 */
export type SyncCommand =
  | { kind: 'createCollection'; device: number; description: string }
  | { kind: 'renameCollection'; device: number; pick: number }
  | { kind: 'describeCollection'; device: number; pick: number; description: string }
  | { kind: 'setDefault'; device: number; pick: number }
  | { kind: 'deleteCollection'; device: number; pick: number }
  /** Rename a collection another device created, once this device has pulled it: the real conflict. */
  | { kind: 'renameShared'; device: number; pick: number }
  | { kind: 'createCard'; device: number; pick: number; edit: CardEdit }
  | { kind: 'editCard'; device: number; pick: number; edit: CardEdit }
  /** The show-floor path (add-to-collection): a new printing, or one more copy merged into a card. */
  | { kind: 'quickAdd'; device: number; pick: number; fresh: boolean }
  /** Move a card into another collection of the same device. */
  | { kind: 'moveCard'; device: number; pick: number; target: number }
  | { kind: 'deleteCard'; device: number; pick: number }
  /** A purchase of new cards into an own collection (one change set: the transaction and its cards). */
  | { kind: 'purchase'; device: number; pick: number; count: number; quantity: number }
  /** A sale of copies of an own card (a card sold out is deleted). */
  | { kind: 'sale'; device: number; pick: number; quantity: number }
  /** An own sale edited: its copies back, a new quantity sold at a new price, the same transaction. */
  | { kind: 'editSale'; device: number; pick: number; quantity: number }
  /** Copies of an own card traded for a new card. */
  | { kind: 'trade'; device: number; pick: number; quantity: number }
  /** Copies of an own card found (a new lot) or written off. */
  | { kind: 'adjust'; device: number; pick: number; quantity: number; remove: boolean }
  /** A purchase of sealed units (one instance each) of the device's own definition. */
  | { kind: 'sealedPurchase'; device: number; pick: number; units: number }
  /** Opening an own sealed unit: it leaves, a new card arrives carrying its cost. */
  | { kind: 'opening'; device: number; pick: number; quantity: number }
  /** A binder (3 pages of 9) or a box of the device's own. */
  | { kind: 'createLocation'; device: number; binder: boolean }
  /** Move to…: `count` own cards filed into an own location, a binder's from pocket `start` on. */
  | { kind: 'fileCards'; device: number; pick: number; count: number; target: number; start: number }
  | { kind: 'unfileCard'; device: number; pick: number }
  /** An own location deleted, its copies moved to another own one or to Unfiled. */
  | { kind: 'deleteLocation'; device: number; pick: number; target: number; toUnfiled: boolean }
  /** One copy of an own raw card graded PSA 9 with a fresh certificate (issue 25). */
  | { kind: 'gradeCopy'; device: number; pick: number }
  /** Deleting an own transaction reverses it. */
  | { kind: 'deleteTransaction'; device: number; pick: number }
  /** A flush through the faulty network, after the device's clock moved on by `advanceMs`. */
  | { kind: 'sync'; device: number; advanceMs: number }
  /** Every device flushes once, in turn: spreads one device's records to the others. */
  | { kind: 'syncAll'; device: number; advanceMs: number }
  | { kind: 'reload'; device: number; point: ReloadPoint };

export interface CardEdit {
  rename: boolean;
  status?: (typeof ITEM_STATUSES)[number];
  foil?: boolean;
  notes?: string;
  quantity?: number;
}

const device = fc.nat({ max: 1 });
/** Few records per device: picks often meet the same record, where the interesting interleavings are. */
const pick = fc.nat({ max: 3 });
const text = fc.constantFrom('', 'mint', 'binder 2', 'trade bait');

const cardEdit: fc.Arbitrary<CardEdit> = fc.record(
  {
    rename: fc.boolean(),
    status: fc.constantFrom(...ITEM_STATUSES),
    foil: fc.boolean(),
    notes: text,
    quantity: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ['rename'] },
);

const reloadPoint: fc.Arbitrary<ReloadPoint> = fc.record({
  on: fc.constantFrom('sent', 'answered'),
  nth: fc.integer({ min: 1, max: 4 }),
  delayMs: fc.constantFrom(0, 0, 1, 3, 10),
});

/** Backoff is 1 s doubling to 5 min: small moves leave the head waiting, large ones release it. */
const advanceMs = fc.constantFrom(0, 0, 500, 2_000, 20_000, 400_000);

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

export const syncCommand: fc.Arbitrary<SyncCommand> = fc.oneof(
  weighted(3, fc.record({ kind: fc.constant('createCollection'), device, description: text })),
  weighted(2, fc.record({ kind: fc.constant('renameCollection'), device, pick })),
  weighted(1, fc.record({ kind: fc.constant('describeCollection'), device, pick, description: text })),
  weighted(1, fc.record({ kind: fc.constant('setDefault'), device, pick })),
  weighted(2, fc.record({ kind: fc.constant('deleteCollection'), device, pick })),
  weighted(3, fc.record({ kind: fc.constant('renameShared'), device, pick })),
  weighted(4, fc.record({ kind: fc.constant('createCard'), device, pick, edit: cardEdit })),
  weighted(3, fc.record({ kind: fc.constant('editCard'), device, pick, edit: cardEdit })),
  weighted(4, fc.record({ kind: fc.constant('quickAdd'), device, pick, fresh: fc.boolean() })),
  weighted(3, fc.record({ kind: fc.constant('moveCard'), device, pick, target: pick })),
  weighted(2, fc.record({ kind: fc.constant('deleteCard'), device, pick })),
  weighted(
    3,
    fc.record({
      kind: fc.constant('purchase'),
      device,
      pick,
      count: fc.integer({ min: 1, max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  ),
  weighted(
    3,
    fc.record({ kind: fc.constant('sale'), device, pick, quantity: fc.integer({ min: 1, max: 3 }) }),
  ),
  weighted(
    5,
    fc.record({ kind: fc.constant('editSale'), device, pick, quantity: fc.integer({ min: 1, max: 3 }) }),
  ),
  weighted(
    2,
    fc.record({ kind: fc.constant('trade'), device, pick, quantity: fc.integer({ min: 1, max: 3 }) }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant('adjust'),
      device,
      pick,
      quantity: fc.integer({ min: 1, max: 2 }),
      remove: fc.boolean(),
    }),
  ),
  weighted(
    2,
    fc.record({ kind: fc.constant('sealedPurchase'), device, pick, units: fc.integer({ min: 1, max: 2 }) }),
  ),
  weighted(
    2,
    fc.record({ kind: fc.constant('opening'), device, pick, quantity: fc.integer({ min: 1, max: 3 }) }),
  ),
  weighted(3, fc.record({ kind: fc.constant('deleteTransaction'), device, pick })),
  weighted(2, fc.record({ kind: fc.constant('createLocation'), device, binder: fc.boolean() })),
  weighted(
    5,
    fc.record({
      kind: fc.constant('fileCards'),
      device,
      pick,
      count: fc.integer({ min: 1, max: 3 }),
      target: pick,
      start: fc.nat({ max: 26 }),
    }),
  ),
  weighted(2, fc.record({ kind: fc.constant('unfileCard'), device, pick })),
  weighted(3, fc.record({ kind: fc.constant('gradeCopy'), device, pick })),
  weighted(
    2,
    fc.record({ kind: fc.constant('deleteLocation'), device, pick, target: pick, toUnfiled: fc.boolean() }),
  ),
  weighted(6, fc.record({ kind: fc.constant('sync'), device, advanceMs })),
  weighted(2, fc.record({ kind: fc.constant('syncAll'), device, advanceMs })),
  weighted(2, fc.record({ kind: fc.constant('reload'), device, point: reloadPoint })),
) as fc.Arbitrary<SyncCommand>;

export interface SyncCase {
  deviceCount: 1 | 2;
  /** Seeds the fault proxy's choices and the devices' backoff jitter. */
  faultSeed: number;
  /** Chance that a request through the proxy meets a fault. */
  faultRate: number;
  commands: SyncCommand[];
}

export const syncCase: fc.Arbitrary<SyncCase> = fc.record({
  deviceCount: fc.constantFrom(1 as const, 2 as const, 2 as const),
  faultSeed: fc.integer({ min: 1, max: 0x7fffffff }),
  faultRate: fc.constantFrom(0.1, 0.25, 0.5),
  commands: fc.array(syncCommand, { minLength: 8, maxLength: 40, size: 'max' }),
});
