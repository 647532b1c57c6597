import { z } from 'zod';
import { IsoDate } from '../schemas/common';

/** One published day of reference rates as the catalogue answer carries it (src/domain/money/exchangeRates.ts). */
export const RatesDaySchema = z.object({
  date: IsoDate,
  perEuro: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
});

/** The days of rates a catalogue answer carries: those after the device's newest (`ratesSince`). */
export const RatesDaysSchema = z.array(RatesDaySchema);
