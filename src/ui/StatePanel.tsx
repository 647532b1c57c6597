import type { ReactNode } from 'react';

/** A section's empty or "nothing found" state: a title and a hint in a dashed panel. */
export function StatePanel({
  title,
  children,
  role,
}: {
  title: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center"
    >
      <p className="text-lg font-semibold text-text">{title}</p>
      {children && <div className="max-w-sm text-sm text-text-secondary">{children}</div>}
    </div>
  );
}

/** A section reading its data: a spinner and the section's loading text. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-text-secondary">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-border border-t-primary"
      />
      {text}
    </div>
  );
}
