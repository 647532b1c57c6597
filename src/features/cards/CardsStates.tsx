import type { ReactNode } from 'react';
import { CARDS_TEXTS } from './cardsTexts';

function StatePanel({
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
      {children && <p className="max-w-sm text-sm text-text-secondary">{children}</p>}
    </div>
  );
}

export function CardsLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-text-secondary">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-border border-t-primary"
      />
      {CARDS_TEXTS.loading}
    </div>
  );
}

export function CardsError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-error bg-error-light px-4 py-3 text-sm text-error">
      {CARDS_TEXTS.errorPrefix}
      {message}
    </div>
  );
}

/** The collection holds no card at all. */
export function EmptyCollection() {
  return <StatePanel title={CARDS_TEXTS.emptyCollection}>{CARDS_TEXTS.emptyCollectionHint}</StatePanel>;
}

/**
 * Nothing to show although the collection has cards. With search text or a filter the search is
 * what to change; without, none of the cards has a condition line to show, so the hint is to add some.
 */
export function NoCardsFound({ narrowed }: { narrowed: boolean }) {
  return (
    <StatePanel title={CARDS_TEXTS.noneFound} role="status">
      {narrowed ? CARDS_TEXTS.adjustFilters : CARDS_TEXTS.addSome}
    </StatePanel>
  );
}
