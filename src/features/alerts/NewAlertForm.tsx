import { useId, useState } from 'react';
import { createAlert } from '../../db/alerts/alerts';
import { targetPriceNow } from '../../db/alerts/targetPriceNow';
import { useDatabase } from '../../db/DatabaseProvider';
import { type AlertFinish, formatAlertPrice } from '../../domain/alerts/alertPrice';
import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import { ALERT_KINDS, type AlertKind } from '../../domain/alerts/schema';
import { errorMessage } from '../../domain/format/errors';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';

export interface AlertTarget {
  printingId?: string;
  wantId?: string;
  finish: AlertFinish;
  label: string;
}

/** Sets a price alert on a printing or a want; the price now (USD) is kept as the reference of a change alert. */
export default function NewAlertForm({ target, onDone }: { target: AlertTarget; onDone: () => void }) {
  const db = useDatabase();
  const ids = useId();
  const [kind, setKind] = useState<AlertKind>('above');
  const [threshold, setThreshold] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const fullTarget = {
    printingId: target.printingId ?? null,
    wantId: target.wantId ?? null,
    finish: target.finish,
  };

  const save = async () => {
    setFailure(null);
    if (threshold.trim() === '' || !Number.isFinite(Number(threshold))) {
      setFailure(ALERT_TEXTS.thresholdNumber);
      return;
    }
    try {
      const referencePrice = await targetPriceNow(db, fullTarget);
      await createAlert(db, {
        ...fullTarget,
        label: target.label,
        kind,
        threshold: Number(threshold),
        referencePrice,
      });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form
      aria-label={`${ALERT_TEXTS.add}: ${target.label}`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={`${ids}-kind`} className="sr-only">
        {ALERT_TEXTS.kindLabel}
      </label>
      <select
        id={`${ids}-kind`}
        className={`${inputStyles} w-auto`}
        value={kind}
        onChange={(event) => setKind(event.target.value as AlertKind)}
      >
        {ALERT_KINDS.map((value) => (
          <option key={value} value={value}>
            {ALERT_TEXTS.kinds[value]}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-threshold`} className="sr-only">
        {kind === 'change' ? ALERT_TEXTS.percentLabel : ALERT_TEXTS.priceLabel}
      </label>
      <input
        id={`${ids}-threshold`}
        className={`${inputStyles} w-28`}
        inputMode="decimal"
        placeholder={kind === 'change' ? '%' : formatAlertPrice(0)}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <button type="submit" className={buttonStyles.primary}>
        {ALERT_TEXTS.save}
      </button>
      <FormFailure message={failure} />
    </form>
  );
}
