import { useCatalogueState, useExchangeRates } from '../../db/hooks/useCatalogueState';
import {
  CATALOGUE_TEXTS,
  describeCatalogue,
  describeRates,
  describeStorage,
} from '../../domain/catalogue/catalogueTexts';
import { usePageApi } from '../../shell/session/SessionServices';
import { buttonStyles } from '../../ui/buttons';
import { useCatalogueDownload } from './catalogueDownloadStore';
import { runCatalogueUpdate } from './catalogueUpdates';
import { useStorageEstimate } from './useStorageEstimate';

/**
 * The card database on this device (issue 12): what it holds and of which day, the day of the exchange
 * rates that convert its prices (issue 29; offline, the last ones received), how much the app
 * stores, the download's progress, the question before a download over a metered connection, and
 * what went wrong with Try again.
 */
export function CatalogueCard() {
  const state = useCatalogueState();
  const ratesDay = useExchangeRates()?.at(-1)?.date;
  const { phase, fraction, error } = useCatalogueDownload();
  const storage = useStorageEstimate(state?.version);
  const api = usePageApi();
  const retry = (userChose: boolean) => void runCatalogueUpdate(api, userChose);
  const busy = phase === 'downloading' || phase === 'saving';
  const summary = state ? describeCatalogue(state.total, state.priceDate) : CATALOGUE_TEXTS.none;

  return (
    <section aria-label="Card database" className="flex flex-col gap-2 text-xs text-text-secondary">
      <p data-testid="catalogue-summary">
        {summary}
        {ratesDay && ` · ${describeRates(ratesDay)}`}
        {storage && ` · ${describeStorage(storage.usage, storage.quota)}`}
      </p>
      {busy && (
        <div className="flex items-center gap-2">
          <span>{phase === 'saving' ? CATALOGUE_TEXTS.saving : CATALOGUE_TEXTS.downloading}</span>
          <progress
            aria-label={phase === 'saving' ? CATALOGUE_TEXTS.saving : CATALOGUE_TEXTS.downloading}
            className="h-2 w-40"
            max={100}
            value={Math.round(fraction * 100)}
          />
        </div>
      )}
      {phase === 'asking' && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="text-text">{CATALOGUE_TEXTS.askMetered}</legend>
          <button type="button" className={buttonStyles.primary} onClick={() => retry(true)}>
            {CATALOGUE_TEXTS.download}
          </button>
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => useCatalogueDownload.setState({ phase: 'idle' })}
          >
            {CATALOGUE_TEXTS.notNow}
          </button>
        </fieldset>
      )}
      {phase === 'failed' && error && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-warning">
          <span>{error}</span>
          <button type="button" className={buttonStyles.secondary} onClick={() => retry(true)}>
            {CATALOGUE_TEXTS.tryAgain}
          </button>
        </div>
      )}
    </section>
  );
}
