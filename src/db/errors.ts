import type { z } from 'zod';

/** Input a use case refused; nothing was written. `message` is fit to show next to the form. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
}

/** Parses use-case input with its shared zod schema, turning a refusal into one readable InputError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'input';
    fields[field] ??= issue.message;
  }
  throw new InputError(Object.values(fields).join('; '), fields);
}
