import { z } from 'zod';
import { Id, Timestamp } from '../schemas/common';
import { LOCATION_TEXTS } from '../texts';
import { MAX_BINDER_PAGES, MAX_COPIES_PER_MOVE, MAX_LOCATION_NAME, MAX_SLOTS_PER_PAGE } from './limits';
import { LOCATION_MOVE_TEXTS } from './texts';

export const LOCATION_KINDS = ['binder', 'box', 'deck', 'display', 'other'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

const Pages = z.number().int().min(1).max(MAX_BINDER_PAGES);
const Slots = z.number().int().min(1).max(MAX_SLOTS_PER_PAGE);
const Name = z
  .string()
  .trim()
  .min(1, LOCATION_TEXTS.nameRequired)
  .max(MAX_LOCATION_NAME, LOCATION_TEXTS.nameTooLong);

/** A place copies are kept in; only a binder has pages and slots. */
export const Location = z.object({
  id: Id,
  name: z.string(),
  kind: z.enum(LOCATION_KINDS),
  pages: Pages.nullable(),
  slotsPerPage: Slots.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Location = z.infer<typeof Location>;

/** The create form and `POST /locations`: a binder's size is required, any other kind has none. */
export const LocationInput = z
  .object({
    name: Name,
    kind: z.enum(LOCATION_KINDS),
    pages: Pages.nullable().default(null),
    slotsPerPage: Slots.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const sized = value.pages !== null || value.slotsPerPage !== null;
    if (value.kind === 'binder' && (value.pages === null || value.slotsPerPage === null)) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: LOCATION_TEXTS.binderNeedsSize });
    } else if (value.kind !== 'binder' && sized) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: LOCATION_TEXTS.onlyBinderHasPages });
    }
  });
export type LocationInput = z.input<typeof LocationInput>;

/** `PUT /locations/:id`: a rename (the kind and size stay, so filed copies keep their slots). */
export const LocationUpdate = z.object({ name: Name });
export type LocationUpdate = z.input<typeof LocationUpdate>;

/** `DELETE /locations/:id`'s body: where its copies go; none or null files them as "Unfiled". */
export const LocationDelete = z.object({ moveTo: Id.nullable().default(null) });
export type LocationDelete = z.input<typeof LocationDelete>;

/** Where a copy is: a location, and in a binder a page and a slot (1-based). */
export const CopyPlace = z.object({
  locationId: Id.nullable(),
  page: Pages.nullable(),
  slot: Slots.nullable(),
});
export type CopyPlace = z.infer<typeof CopyPlace>;

/** One copy of a move: where in the location it goes (a binder's page and slot, or none). */
export const FiledCopy = z.object({ id: Id, page: Pages.nullable(), slot: Slots.nullable() });
export type FiledCopy = z.infer<typeof FiledCopy>;

/** `POST /locations/:id/file`: Move to… and the binder view's moves, every copy in one call. */
export const FileCopies = z.object({
  copies: z
    .array(FiledCopy)
    .min(1)
    .max(MAX_COPIES_PER_MOVE, LOCATION_MOVE_TEXTS.tooMany(MAX_COPIES_PER_MOVE))
    .refine((copies) => new Set(copies.map((copy) => copy.id)).size === copies.length, {
      message: LOCATION_MOVE_TEXTS.duplicateCopy,
    }),
});
export type FileCopies = z.infer<typeof FileCopies>;
