import { z } from 'zod';

/** Record ids: server ids are uuids, ids made on a device are `temp-<uuid>` until synced. */
export const Id = z.string().min(1).max(100);
/** A calendar date as the user picked it, `YYYY-MM-DD` (no time zone: a purchase happens on a day). */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
/** An instant, ISO 8601 with time. */
export const Timestamp = z.string().datetime({ offset: true });
/** A money amount in dollars; never negative where the spec says "min 0". */
export const Money = z.number().finite().min(0).max(1e9);
export const OptionalText = (max: number) => z.string().trim().max(max).optional().default('');
