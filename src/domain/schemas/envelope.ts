import { z } from 'zod';

/** The answer shape of every API call (part 1 §3 "Response envelope"). */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export type SuccessEnvelope<T> = { success: true; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
