import { useId, useState } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { CardRow } from '../../db/rows';
import { buttonStyles } from '../../ui/buttons';
import { ChevronDownIcon } from '../../ui/icons';
import { BREAKPOINTS } from '../../ui/layout';
import { SlabsWithoutValue } from '../grading/SlabLabel';
import type { CollectionPrices } from './collectionPrices';
import { FinanceDetails } from './FinanceDetails';
import { FinanceTotals } from './FinanceFigures';
import { FINANCE_TEXTS, lastUpdatedText } from './financeTexts';
import { useCollectionFinance } from './useCollectionFinance';

interface FinanceSummaryPanelProps {
  collectionId: string;
  cards: LiveResult<CardRow[]>;
  prices: LiveResult<CollectionPrices>;
}

/** Details start open on a wide screen; on a phone the cards come first, the details one tap away. */
const wideScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches;

function FailedState({ message, detail, onRetry }: { message: string; detail?: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-error-light px-3 py-2 text-sm text-error"
    >
      <span className="font-semibold">{message}</span>
      {detail && <span className="text-text-secondary">{detail}</span>}
      <button type="button" className={`${buttonStyles.secondary} ml-auto`} onClick={onRetry}>
        {FINANCE_TEXTS.retry}
      </button>
    </div>
  );
}

function PanelBody({ collectionId, cards, prices, onRetry }: FinanceSummaryPanelProps & { onRetry(): void }) {
  const finance = useCollectionFinance(collectionId, cards, prices);
  const [open, setOpen] = useState(wideScreen);
  const detailsId = useId();
  const { state } = finance;
  const lastCalculated = state.status === 'ready' ? state.record.lastCalculated : null;

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-base font-semibold text-text md:text-lg">{FINANCE_TEXTS.title}</h2>
        <p className="text-xs text-text-muted" data-testid="finance-last-updated">
          {FINANCE_TEXTS.lastUpdated}: {state.status === 'loading' ? '…' : lastUpdatedText(lastCalculated)}
        </p>
        {state.status === 'ready' && (
          <button
            type="button"
            className={`${buttonStyles.secondary} ml-auto py-1`}
            onClick={finance.recalculate}
            disabled={finance.recalculating}
          >
            {FINANCE_TEXTS.refresh}
          </button>
        )}
      </div>
      {finance.recalculateError && (
        <FailedState message={finance.recalculateError} onRetry={finance.recalculate} />
      )}
      {state.status === 'loading' && (
        <p role="status" className="text-sm text-text-secondary">
          {FINANCE_TEXTS.loading}
        </p>
      )}
      {state.status === 'error' && (
        <FailedState message={FINANCE_TEXTS.loadFailed} detail={state.message} onRetry={onRetry} />
      )}
      {state.status === 'empty' && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-text-secondary">{FINANCE_TEXTS.noData}</p>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={finance.recalculate}
            disabled={finance.recalculating}
          >
            {FINANCE_TEXTS.calculate}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <FinanceTotals record={state.record} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-text-muted">{FINANCE_TEXTS.profitLossNote}</p>
            {cards.status === 'ready' && <SlabsWithoutValue cards={cards.data} />}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen(!open)}
              className={`${buttonStyles.ghost} py-1 text-xs`}
            >
              {open ? 'Hide details' : 'Show details'}
              <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
            </button>
          </div>
          <div id={detailsId} hidden={!open}>
            <FinanceDetails record={state.record} />
          </div>
        </>
      )}
    </>
  );
}

/**
 * The Collection Finance Summary panel above the cards (part 1 §2, §4 "Finance panel"): loading,
 * loaded, error with Retry, and empty with Calculate Finance Data. Retry mounts the body afresh,
 * which opens its live reads again.
 */
export function FinanceSummaryPanel(props: FinanceSummaryPanelProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <section
      aria-label={FINANCE_TEXTS.title}
      data-testid="finance-summary"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm md:p-4"
    >
      <PanelBody key={attempt} {...props} onRetry={() => setAttempt(attempt + 1)} />
    </section>
  );
}
