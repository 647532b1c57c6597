import { z } from 'zod';
import { MAX_MONEY, MAX_RECORD_QUANTITY } from '../limits';

/** Record ids: server ids are uuids, ids made on a device are `temp-<uuid>` until synced. */
export const Id = z.string().min(1).max(100);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for a `YYYY-MM-DD` that names a real day of year 1 or later (what a PostgreSQL date column takes). */
function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/**
 * A calendar date as the user picked it, `YYYY-MM-DD` (no time zone: a purchase happens on a day).
 * It must exist: 2024-02-30 would otherwise reach the server's date columns and fail there.
 */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a date that exists');
/** An instant, ISO 8601 with time. */
export const Timestamp = z.string().datetime({ offset: true });
/** A money amount in dollars; never negative where the spec says "min 0". */
export const Money = z.number().finite().min(0).max(MAX_MONEY);
/** How many copies a record holds: a whole number from 1 to MAX_RECORD_QUANTITY. */
export const Quantity = z.number().int().min(1, 'Quantity must be at least 1').max(MAX_RECORD_QUANTITY);

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
export type UpdateShape<Shape extends z.core.$ZodShape> = {
  [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>>;
};

/**
 * The schema of a partial update (PUT): every field optional and none defaulted. zod 4 applies a field's
 * default even inside `.partial()`, so an update sending only `notes` would come out with set, colour,
 * status… reset to their defaults and overwrite what is stored (DESIGN.md: only the fields sent change).
 */
export function updateOf<Shape extends z.core.$ZodShape>(shape: Shape): z.ZodObject<UpdateShape<Shape>> {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
    fields[key] = (inner as z.ZodType).optional();
  }
  return z.object(fields) as unknown as z.ZodObject<UpdateShape<Shape>>;
}
