import { z } from 'zod';
import { RatesDaysSchema } from '../money/ratesContract';
import { IsoDate } from '../schemas/common';

/** The catalogue endpoints' schemas and limits (issue 12); the endpoints are in src/domain/api/catalogue.ts. */

/** At most this many printings a price-history call, like the card database's own batch limit. */
export const PRICE_HISTORY_MAX_IDS = 75;
/** Price history is kept at least this long and answered by default for this span. */
export const PRICE_HISTORY_DAYS = 365;

/**
 * `since`: the version the device holds; absent or 0 asks for the whole catalogue. `ratesSince`: the
 * newest day of exchange rates it holds; absent asks for every day the server keeps.
 */
export const CatalogueQuery = z.object({
  since: z.coerce.number().int().min(0).max(2_147_483_647).optional().default(0),
  ratesSince: IsoDate.optional(),
});

const PrintingId = z.string().uuid('must be a printing id');

export const PriceHistoryQuery = z.object({
  ids: z
    .string()
    .transform((text) => text.split(',').filter((id) => id !== ''))
    .pipe(z.array(PrintingId).min(1, 'name at least one printing').max(PRICE_HISTORY_MAX_IDS)),
  days: z.coerce.number().int().min(1).max(731).optional().default(PRICE_HISTORY_DAYS),
});

/** One day's prices of a printing; a day holds until the next listed day (prices are kept when they change). */
export const PricePoint = z.object({
  day: IsoDate,
  usd: z.number().nullable(),
  usdFoil: z.number().nullable(),
  usdEtched: z.number().nullable(),
  eur: z.number().nullable(),
});
export type PricePoint = z.infer<typeof PricePoint>;

export const PriceHistoryAnswer = z.record(z.string(), z.array(PricePoint));
export type PriceHistoryAnswer = z.infer<typeof PriceHistoryAnswer>;

/** The header of a catalogue answer; the rows follow in `CATALOGUE_COLUMNS` order. */
export const CatalogueAnswer = z.object({
  version: z.number().int().min(0),
  /** true: replace what the device holds; false: apply over it (a delta since the asked version). */
  full: z.boolean(),
  priceDate: IsoDate.nullable(),
  /** Printings in the whole catalogue of this version (a delta carries fewer rows). */
  total: z.number().int().min(0),
  columns: z.array(z.string()),
  /** Days of exchange rates after the asked `ratesSince`, oldest first (DESIGN.md, Money). */
  rates: RatesDaysSchema.default([]),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type CatalogueAnswer = z.infer<typeof CatalogueAnswer>;

/**
 * The catalogue answer goes gzip-encoded (the browser unpacks it), so Content-Length counts packed
 * bytes while the page reads unpacked ones: this header gives the unpacked size for a progress bar.
 */
export const CATALOGUE_LENGTH_HEADER = 'x-catalogue-bytes';
