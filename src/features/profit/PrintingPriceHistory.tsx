import { useEffect, useMemo, useState } from 'react';
import type uPlot from 'uplot';
import { fetchPriceHistory } from '../../api/priceHistory';
import type { LiveResult } from '../../db/hooks/liveResult';
import { useExchangeRates, useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import type { PricePoint } from '../../domain/catalogue/catalogueContract';
import type { CatalogueCard } from '../../domain/catalogue/cataloguePrices';
import { errorMessage, formatMoney, getDisplayCurrency } from '../../domain/format';
import { usePageApi } from '../../shell/session/SessionServices';
import { useOnline } from '../../ui/useOnline';
import { PROFIT_TEXTS } from './profitTexts';
import { type ChartLine, ValueChart } from './ValueChart';
import { daySeconds, finishPrices } from './valueChartData';

const LINES: readonly ChartLine[] = [{ label: 'Market price', color: '--color-primary' }];

type PricePoints = ReturnType<typeof finishPrices>;

function PriceHistoryChart({ points }: { points: PricePoints }) {
  const [index, setIndex] = useState<number | null>(null);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((point) => daySeconds(point.day)), points.map((point) => point.price)],
    [points],
  );
  const point = points[index ?? points.length - 1];
  return (
    <>
      <p aria-live="polite" className="text-sm font-semibold tabular-nums">
        {point ? `${point.day}: ${formatMoney(point.price)}` : ''}
      </p>
      <ValueChart data={data} lines={LINES} onPoint={setIndex} />
    </>
  );
}

/**
 * A printing's own daily market price (the catalogue's price history), shown in the card lightbox.
 * The copy names no printing: the catalogue on the device finds it (TCGplayer id, else name and set).
 * Loaded lazily with the chart library, only when a lightbox opens. Prices in the display currency,
 * each day's at that day's exchange rates.
 */
export default function PrintingPriceHistory({ card }: { card: CatalogueCard }) {
  const catalogue = useLoadedCatalogue();
  const online = useOnline();
  const api = usePageApi();
  const printing = catalogue?.printingOf(card);
  const [state, setState] = useState<LiveResult<PricePoint[]>>({ status: 'loading' });
  const rates = useExchangeRates();
  const currency = getDisplayCurrency();
  const prices = useMemo(
    () =>
      state.status === 'ready' ? finishPrices(state.data, card.foil, { currency, rates: rates ?? [] }) : [],
    [state, card.foil, currency, rates],
  );

  useEffect(() => {
    if (!printing || !online) return;
    let stopped = false;
    fetchPriceHistory(api, [printing.id])
      .then((history) => {
        if (!stopped) setState({ status: 'ready', data: history[printing.id] ?? [] });
      })
      .catch((error: unknown) => {
        if (!stopped) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      stopped = true;
    };
  }, [api, printing, online]);

  const body =
    catalogue === undefined || (printing && online && state.status === 'loading') ? (
      <p>{PROFIT_TEXTS.priceHistoryLoading}</p>
    ) : !printing ? (
      <p>{PROFIT_TEXTS.noPrintingHistory}</p>
    ) : !online ? (
      <p>{PROFIT_TEXTS.priceHistoryOffline}</p>
    ) : state.status === 'error' ? (
      <p role="alert">{state.message}</p>
    ) : prices.length > 0 ? (
      <PriceHistoryChart points={prices} />
    ) : (
      <p>{PROFIT_TEXTS.noPrintingHistory}</p>
    );
  return (
    <section
      aria-label={PROFIT_TEXTS.priceHistoryTitle}
      className="w-full max-w-xl rounded-lg bg-surface p-3 text-sm text-text shadow-lg"
    >
      <h2 className="mb-1 font-semibold">{PROFIT_TEXTS.priceHistoryTitle}</h2>
      {body}
    </section>
  );
}
