import { useMemo, useState } from 'react';
import { formatMoney } from '../../domain/format';
import { tradeValue } from '../../domain/wants/tradeBinder';
import { keepCountOf } from '../../domain/wants/tradeKeep';
import { WANT_VIEW_TEXTS as TEXTS } from '../../domain/wants/wantViewTexts';
import { LoadingState } from '../../ui/StatePanel';
import { CollectionChoice } from './CollectionChoice';
import { KeepCounts } from './KeepCounts';
import { useTradeBinder } from './useTradeBinder';
import { useTradeKeep } from './useTradeKeep';

/** "Trade binder" (issue 26): the copies beyond the keep counts, with their market value. */
export default function TradeBinderView() {
  const [collectionId, setCollectionId] = useState<string | null>(null);
  const [settings, saveSettings] = useTradeKeep();
  const keep = useMemo(() => keepCountOf(settings), [settings]);
  const spares = useTradeBinder(collectionId, keep);
  const value = useMemo(() => (spares ? tradeValue(spares) : undefined), [spares]);
  return (
    <section aria-label={TEXTS.tradeBinder} className="flex flex-col gap-3">
      <CollectionChoice value={collectionId} onChange={setCollectionId} />
      <KeepCounts settings={settings} onChange={saveSettings} />
      {!spares || !value ? (
        <LoadingState text={TEXTS.loading} />
      ) : (
        <>
          <p role="status">
            <strong>{TEXTS.tradeTotal(spares.reduce((sum, spare) => sum + spare.quantity, 0))}</strong> ·{' '}
            <strong>{formatMoney(value.total)}</strong>
            {value.unpriced > 0 && (
              <span className="text-text-secondary"> ({TEXTS.unpriced(value.unpriced)})</span>
            )}
          </p>
          {spares.length === 0 ? (
            <p>{TEXTS.noSpares}</p>
          ) : (
            <ul aria-label={TEXTS.spares} className="flex flex-col divide-y divide-border">
              {spares.map((spare) => (
                <li
                  key={`${spare.name}|${spare.setCode}|${spare.collectorNumber}|${spare.foil}|${spare.condition}|${spare.unitPrice}`}
                  className="flex flex-wrap gap-2 py-1"
                >
                  <span className="w-10">×{spare.quantity}</span>
                  <span className="flex-1">
                    {spare.name}{' '}
                    <span className="text-text-secondary">
                      {spare.setCode.toUpperCase()} {spare.collectorNumber} · {spare.condition}
                      {spare.foil && ` · ${TEXTS.foil}`}
                    </span>
                  </span>
                  <span>{spare.unitPrice === null ? TEXTS.noPrice : formatMoney(spare.unitPrice)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
