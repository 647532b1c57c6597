import { useState } from 'react';
import type { CardDefinition } from '../../../domain/schemas';
import { ADD_CARD_CONDITIONS, type Condition } from '../../../domain/valueSets';
import { buttonStyles } from '../../../ui/buttons';
import { WantedMark } from '../../wants/WantedMark';
import { printingsNamed } from '../scanLookups';
import { SCAN_TEXTS } from '../scanTexts';
import type { TrayAction, TrayRow } from './trayState';

const fieldStyle = 'rounded-md border border-border bg-surface px-2 py-1 text-sm text-text';
const OTHER = 'other';
const UNCHOSEN = '';

const printingLabel = (printing: CardDefinition) =>
  `${printing.set} (${printing.setCode.toUpperCase()}) #${printing.collectorNumber ?? '?'}`;
const printingKey = (printing: CardDefinition) =>
  `${printing.setCode} ${printing.collectorNumber ?? ''} ${printing.id}`;

/** One tray row: what was read, and every choice the collector may correct before "Add all". */
export function TrayRowItem({
  row,
  dispatch,
  wanted,
}: {
  row: TrayRow;
  dispatch(action: TrayAction): void;
  /** How many of its printing the want list still misses. */
  wanted: number;
}) {
  const [printings, setPrintings] = useState<CardDefinition[]>(row.candidates);
  const change = (changes: Extract<TrayAction, { type: 'change' }>['changes']) =>
    dispatch({ type: 'change', id: row.id, changes });
  const name = row.printing.name;

  function choosePrinting(key: string) {
    if (key === OTHER) {
      void printingsNamed(name).then((all) => setPrintings(all.length > 0 ? all : printings));
      return;
    }
    const printing = printings.find((candidate) => printingKey(candidate) === key);
    if (printing) change({ printing });
  }

  return (
    <li className="flex gap-3 border-b border-border py-2" aria-label={name}>
      {row.imageUrl && <img src={row.imageUrl} alt="" className="h-20 w-14 shrink-0 rounded object-cover" />}
      <fieldset className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
        <legend className="w-full truncate font-semibold">{name}</legend>
        <WantedMark count={wanted} />
        <label className="flex flex-col text-xs text-text-secondary">
          {SCAN_TEXTS.rowPrinting}
          <select
            className={fieldStyle}
            value={row.printingUnsure ? UNCHOSEN : printingKey(row.printing)}
            aria-invalid={row.printingUnsure}
            onChange={(event) => choosePrinting(event.target.value)}
          >
            {row.printingUnsure && (
              <option value={UNCHOSEN} disabled>
                {SCAN_TEXTS.choosePrinting}
              </option>
            )}
            {printings.map((printing) => (
              <option key={printingKey(printing)} value={printingKey(printing)}>
                {printingLabel(printing)}
              </option>
            ))}
            <option value={OTHER}>{SCAN_TEXTS.otherPrintings}</option>
          </select>
        </label>
        <label className="flex flex-col text-xs text-text-secondary">
          {SCAN_TEXTS.rowFinish}
          <select
            className={fieldStyle}
            value={row.foil ? 'foil' : 'nonfoil'}
            onChange={(event) => change({ foil: event.target.value === 'foil' })}
          >
            <option value="nonfoil">{SCAN_TEXTS.nonFoil}</option>
            <option value="foil">{SCAN_TEXTS.foil}</option>
          </select>
        </label>
        <label className="flex flex-col text-xs text-text-secondary">
          {SCAN_TEXTS.rowCondition}
          <select
            className={fieldStyle}
            value={row.condition}
            onChange={(event) => change({ condition: event.target.value as Condition })}
          >
            {ADD_CARD_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {condition}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-xs text-text-secondary">
          {SCAN_TEXTS.rowQuantity}
          <input
            type="number"
            min={1}
            max={999}
            className={`${fieldStyle} w-16`}
            value={row.quantity}
            onChange={(event) => {
              const quantity = Math.trunc(Number(event.target.value));
              if (quantity >= 1) change({ quantity });
            }}
          />
        </label>
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={SCAN_TEXTS.remove(name)}
          onClick={() => dispatch({ type: 'remove', id: row.id })}
        >
          ✕
        </button>
      </fieldset>
    </li>
  );
}
