import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { InputError, RecordNotFoundError } from '../../db/errors';
import { errorMessage, isStorageFull } from '../../domain/format';

/** Each field's message by its path in the draft (`quantity`, `rows.1.price`). */
export type FieldErrors = Record<string, string>;

export interface FormSubmit<Draft> {
  errors: FieldErrors;
  /** What went wrong that is no field's fault: a refusal the user can act on, or an unexpected error. */
  failure: string | null;
  pending: boolean;
  /** Validates `draft` with the form's schema and, when it passes, runs the form's action. */
  submit(draft: Draft): Promise<void>;
  /** The form's onSubmit: stays on the page and submits `draft`. */
  onSubmitOf(draft: Draft): (event: FormEvent) => void;
}

export interface FormSubmitOptions<Values, Result> {
  /** The write: a use case. Its InputError lands beside the fields it names. */
  action(values: Values): Promise<Result>;
  onDone?(result: Result, values: Values): void;
  /** The spec's text for an unexpected failure; the error itself is logged and named after it. */
  failureText: string;
  /** The spec's text when the use case refuses (record gone, a rule no field shows); else its own message. */
  refusalText?: string;
}

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  return errors;
}

/**
 * The one way a form submits (issue 11): the shared zod schema checks the draft and each field's message
 * is shown beside it; only a valid draft reaches the action; pending and error state live here. A refusal
 * by the use case (InputError, a record gone) shows its own message, never "try again", since trying
 * again cannot help; an unexpected error is logged and shown as what it is, after the spec's text.
 */
export function useFormSubmit<S extends z.ZodType, Result>(
  schema: S,
  { action, onDone, failureText, refusalText }: FormSubmitOptions<z.output<S>, Result>,
): FormSubmit<z.input<S>> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const submit = useCallback(
    async (draft: z.input<S>) => {
      if (running.current) return;
      const parsed = schema.safeParse(draft);
      setFailure(null);
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error));
        return;
      }
      setErrors({});
      running.current = true;
      setPending(true);
      try {
        const result = await action(parsed.data);
        onDone?.(result, parsed.data);
      } catch (error) {
        if (error instanceof InputError && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
        } else if (error instanceof InputError || error instanceof RecordNotFoundError) {
          setFailure(refusalText ?? error.message);
        } else if (isStorageFull(error)) {
          // The disk is full: the one text says what failed and what to do; the change set was not kept.
          setFailure(errorMessage(error));
        } else {
          console.error(error);
          setFailure(`${failureText} (${errorMessage(error)})`);
        }
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [schema, action, onDone, failureText, refusalText],
  );

  const onSubmitOf = (draft: z.input<S>) => (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  return { errors, failure, pending, submit, onSubmitOf };
}
