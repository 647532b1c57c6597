import { useRef, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { saveTransaction } from '../../../db/transactions/saveTransaction';
import { errorMessage, formatMoney, formatSignedMoney, localDateIso } from '../../../domain/format';
import type { Condition } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';
import { LargeDialog } from '../LargeDialog';
import { holdingDraftItem } from '../wizard/draftItems';
import { itemMarketPrice } from '../wizard/itemMarketPrice';
import type { Holding } from '../wizard/saleHoldings';
import { useWizardData } from '../wizard/useWizardData';
import type { DraftItem } from '../wizard/wizardDraft';
import { GivenPicker } from './GivenPicker';
import { ReceivedPicker } from './ReceivedPicker';
import { TradeLineList } from './TradeLineList';
import {
  bothSidesFilled,
  initialValue,
  type TradeLine,
  type TradeSide,
  tradeInput,
  tradeTotals,
} from './tradeDraft';
import { TRADE_TEXTS } from './tradeTexts';

/**
 * "Create Trade Transaction" (part 2 §2, §4, §5): items given from the collection, items received from
 * the card database or the sealed definitions, partner ("Unknown" when empty), notes, each side's total
 * and the difference. Create Trade waits for both sides; the trade is dated today and has no fees.
 */
export function TradeDialog({ collectionId, onClose }: { collectionId: string; onClose(): void }) {
  const db = useDatabase();
  const data = useWizardData(collectionId);
  const [lines, setLines] = useState<TradeLine[]>([]);
  const [partner, setPartner] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nextKey = useRef(0);
  const totals = tradeTotals(lines);
  const given = lines.filter((line) => line.side === 'given');
  const received = lines.filter((line) => line.side === 'received');
  const ready = bothSidesFilled(lines);

  const add = (side: TradeSide, item: DraftItem, estimate: number) => {
    const market = itemMarketPrice(item, data.prices);
    const key = `line-${nextKey.current++}`;
    setLines((current) => [
      ...current,
      { key, side, item: { ...item, marketPrice: market }, ...initialValue(market, estimate) },
    ]);
    setFailure(null);
  };
  const addGiven = (holding: Holding, condition: Condition, quantity: number) =>
    add('given', holdingDraftItem(holding, condition, quantity), holding.unitCost[condition] ?? 0);
  const change = (key: string, patch: Partial<TradeLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const remove = (key: string) => setLines((current) => current.filter((line) => line.key !== key));

  const create = () => {
    if (!ready) return setFailure(TRADE_TEXTS.bothSides);
    setSaving(true);
    const input = tradeInput(lines, { collectionId, date: localDateIso(), tradePartner: partner, notes });
    saveTransaction(db, input).then(onClose, (error: unknown) => {
      console.error(error);
      setSaving(false);
      setFailure(TRADE_TEXTS.errorCreating(errorMessage(error)));
    });
  };

  return (
    <LargeDialog
      title={TRADE_TEXTS.title}
      onClose={onClose}
      footer={
        <>
          {!ready && <p className="mr-auto text-sm text-text-secondary">{TRADE_TEXTS.bothSides}</p>}
          {failure && (
            <p role="alert" className="mr-auto text-sm text-error">
              {failure}
            </p>
          )}
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {TRADE_TEXTS.cancel}
          </button>
          <button type="button" className={buttonStyles.primary} disabled={!ready || saving} onClick={create}>
            {saving ? TRADE_TEXTS.creating : TRADE_TEXTS.create}
          </button>
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="trade-given" className="flex flex-col gap-2">
          <h3 id="trade-given" className="font-semibold">
            {TRADE_TEXTS.givenTitle}
          </h3>
          <GivenPicker holdings={data.holdings} draft={given.map((line) => line.item)} onAdd={addGiven} />
          <TradeLineList
            title={TRADE_TEXTS.givenTitle}
            lines={given}
            total={totals.given}
            onChange={change}
            onRemove={remove}
          />
        </section>
        <section aria-labelledby="trade-received" className="flex flex-col gap-2">
          <h3 id="trade-received" className="font-semibold">
            {TRADE_TEXTS.receivedTitle}
          </h3>
          <ReceivedPicker definitions={data.definitions} onAdd={(item) => add('received', item, 0)} />
          <TradeLineList
            title={TRADE_TEXTS.receivedTitle}
            lines={received}
            total={totals.received}
            onChange={change}
            onRemove={remove}
          />
        </section>
      </div>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <FormField label={TRADE_TEXTS.partner}>
          <input
            className={inputStyles}
            placeholder={TRADE_TEXTS.partnerPlaceholder}
            value={partner}
            onChange={(event) => setPartner(event.target.value)}
          />
        </FormField>
        <FormField label={TRADE_TEXTS.notes}>
          <input className={inputStyles} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm" data-testid="trade-totals">
        <div>
          <dt className="text-text-secondary">{TRADE_TEXTS.givenTotal}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(totals.given)}</dd>
        </div>
        <div>
          <dt className="text-text-secondary">{TRADE_TEXTS.receivedTotal}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(totals.received)}</dd>
        </div>
        <div>
          <dt className="text-text-secondary">{TRADE_TEXTS.difference}</dt>
          <dd className="font-semibold tabular-nums">{formatSignedMoney(totals.difference)}</dd>
        </div>
      </dl>
    </LargeDialog>
  );
}
