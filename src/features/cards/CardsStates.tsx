import { LoadingState, StatePanel } from '../../ui/StatePanel';
import { CARDS_TEXTS } from './cardsTexts';

export function CardsLoading() {
  return <LoadingState text={CARDS_TEXTS.loading} />;
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
