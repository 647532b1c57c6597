import { type ReactNode, useId } from 'react';
import { errorMessage } from '../../../domain/format';

/** One setting of Account Management: a titled card. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id={id} className="text-lg font-semibold text-text">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A done message, announced politely. */
export function Done({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="text-sm text-success">
      {message}
    </p>
  );
}

/**
 * What to show for a failed call: the server names the field first (`currentPassword: …`) for forms
 * that place it; these forms show it as one line, so the name goes.
 */
export const failureText = (error: unknown) => errorMessage(error).replace(/^[A-Za-z.]+: /, '');
