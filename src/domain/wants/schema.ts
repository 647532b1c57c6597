import { z } from 'zod';
import { Id, Timestamp, updateOf } from '../schemas/common';
import { PUSH_BATCH_RECORDS } from '../schemas/sync';
import { WANT_TEXTS } from '../texts';
import { MAX_WANT_NOTE, MAX_WANT_PRICE, MAX_WANT_QUANTITY } from './limits';

/** Which finish would do: `any` takes foil and non-foil alike. */
export const WANT_FINISHES = ['any', 'nonfoil', 'foil'] as const;
export type WantFinish = (typeof WANT_FINISHES)[number];

export const WANT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type WantPriority = (typeof WANT_PRIORITIES)[number];

const wantFields = {
  /** The collection whose want list it is on; null: the list across collections. */
  collectionId: Id.nullable().default(null),
  name: z.string().trim().min(1, WANT_TEXTS.nameRequired).max(200),
  /** A printing (set code, and the collector number when known), or '' for any printing of the name. */
  setCode: z.string().trim().max(20).default(''),
  collectorNumber: z.string().trim().max(20).default(''),
  quantity: z
    .number()
    .int(WANT_TEXTS.quantityWhole)
    .min(1, WANT_TEXTS.quantityRange)
    .max(MAX_WANT_QUANTITY, WANT_TEXTS.quantityRange),
  finish: z.enum(WANT_FINISHES).default('any'),
  /** The most the collector will pay for one, in the display currency; null: no limit. */
  maxPrice: z
    .number()
    .min(0, WANT_TEXTS.priceRange)
    .max(MAX_WANT_PRICE, WANT_TEXTS.priceRange)
    .nullable()
    .default(null),
  priority: z.enum(WANT_PRIORITIES).default('normal'),
  note: z.string().trim().max(MAX_WANT_NOTE, WANT_TEXTS.noteTooLong).default(''),
};

/** A card the collector is looking for (issue 26): a record of its own, not a copy. */
export const Want = z.object({ id: Id, ...wantFields, createdAt: Timestamp, updatedAt: Timestamp });
export type Want = z.infer<typeof Want>;

/** The form and `POST /wants`. */
export const WantInput = z.object(wantFields);
export type WantInput = z.input<typeof WantInput>;

/**
 * `POST /wants/batch`: several wants added by one use case (an import, "Add missing to want list"), each
 * with the device's temp id, answered with the real ids (`idMapping`). At most a push batch's records
 * per call, so one call is answered well inside the client's timeout.
 */
export const WantBatch = z.object({
  wants: z
    .array(z.object({ id: Id, ...wantFields }))
    .min(1)
    .max(PUSH_BATCH_RECORDS),
});
export type WantBatch = z.input<typeof WantBatch>;

/** `PUT /wants/:id`: the fields given change (the list it is on too). */
export const WantUpdate = updateOf(wantFields);
export type WantUpdate = z.input<typeof WantUpdate>;
