import { type FormEvent, useState } from 'react';
import { MAX_WANT_QUANTITY } from '../../domain/wants/limits';
import { type TradeKeepSettings, withCardKeep } from '../../domain/wants/tradeKeep';
import { WANT_VIEW_TEXTS as TEXTS } from '../../domain/wants/wantViewTexts';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';

/** Playset or singleton, and a keep count per card name over it (kept on this device). */
export function KeepCounts({
  settings,
  onChange,
}: {
  settings: TradeKeepSettings;
  onChange: (next: TradeKeepSettings) => void;
}) {
  const [name, setName] = useState('');
  const [count, setCount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keep = Number(count);
    if (
      name.trim() === '' ||
      count.trim() === '' ||
      !Number.isInteger(keep) ||
      keep < 0 ||
      keep > MAX_WANT_QUANTITY
    ) {
      setFailure(TEXTS.keepInvalid);
      return;
    }
    setFailure(null);
    onChange(withCardKeep(settings, name, keep));
    setName('');
    setCount('');
  };
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex gap-3">
        <legend className="text-sm">{TEXTS.keep}</legend>
        {[false, true].map((singleton) => (
          <label key={String(singleton)} className="flex items-center gap-1">
            <input
              type="radio"
              name="trade-keep"
              checked={settings.singleton === singleton}
              onChange={() => onChange({ ...settings, singleton })}
            />
            {singleton ? TEXTS.singleton : TEXTS.playset}
          </label>
        ))}
      </fieldset>
      <form aria-label={TEXTS.keepOverride} onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {TEXTS.cardName}
          <input className={inputStyles} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="flex flex-col text-sm">
          {TEXTS.keepCount}
          <input
            className={inputStyles}
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </label>
        <button type="submit" className={buttonStyles.secondary}>
          {TEXTS.setKeep}
        </button>
      </form>
      <FormFailure message={failure} />
      <ul className="flex flex-wrap gap-2">
        {Object.entries(settings.perCard).map(([card, keep]) => (
          <li key={card} className="flex items-center gap-1 text-sm">
            {card}: {keep}
            <button
              type="button"
              className={buttonStyles.secondary}
              aria-label={TEXTS.clearKeep(card)}
              onClick={() => onChange(withCardKeep(settings, card, null))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
