import { useTransaction } from '../../db/hooks/useTransactions';
import { financialImpact } from '../../domain/finance/transactionImpact';
import { formatMoney, formatSignedMoney } from '../../domain/format';
import type { Transaction, TransactionLine } from '../../domain/schemas';
import { buttonStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { LoadingState } from '../../ui/StatePanel';
import { CopyPlaceLabel } from '../locations/CopyPlaceLabel';
import { ImpactValue, TypeBadge } from './transactionDisplay';
import { DETAIL_LABELS, TRANSACTION_TEXTS } from './transactionTexts';
import { editableInWizard } from './wizard/wizardDraft';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-text-secondary">{label}</dt>
      <dd className="text-right text-text">{children}</dd>
    </div>
  );
}

/** A card that left was kept where its record was when the line took it (the ledger keeps that record). */
function formerPlace(line: TransactionLine) {
  const taken = line.ledger?.taken;
  return taken?.entity === 'cards' ? taken.record : undefined;
}

function LineItem({ line, type }: { line: TransactionLine; type: Transaction['type'] }) {
  const side = line.isGiven ? DETAIL_LABELS.given : line.isReceived ? DETAIL_LABELS.received : null;
  const leaves = line.ledger?.direction === 'out';
  const showGain = type === 'sale' || type === 'trade';
  const wasIn = type === 'sale' || type === 'trade' ? DETAIL_LABELS.wasIn[type] : DETAIL_LABELS.wasIn.other;
  return (
    <li className="flex flex-col gap-0.5 border-t border-border-light py-2 text-sm">
      <div className="flex justify-between gap-2">
        <span className="font-semibold">
          {line.name}
          {side && <span className="font-normal text-text-secondary"> · {side}</span>}
        </span>
        <span className="tabular-nums">
          {line.quantity} × {formatMoney(line.price)}
        </span>
      </div>
      <span className="text-xs text-text-secondary">
        {line.set} · {line.condition}
        {line.foil ? ' · Foil' : ''}
      </span>
      {showGain && leaves && line.ledger && (
        <span className="text-xs text-text-secondary">
          {DETAIL_LABELS.costBasis} {formatMoney(line.ledger.costBasis)} · {DETAIL_LABELS.realizedGain}{' '}
          {formatSignedMoney(line.ledger.realizedGain)}
        </span>
      )}
      {leaves && <CopyPlaceLabel place={formerPlace(line)} prefix={wasIn} />}
    </li>
  );
}

function DetailBody({ transaction }: { transaction: Transaction }) {
  const costs = [
    { label: DETAIL_LABELS.platformFee, value: transaction.platformFee },
    { label: DETAIL_LABELS.shippingCost, value: transaction.shippingCost },
    { label: DETAIL_LABELS.taxAmount, value: transaction.taxAmount },
  ].filter((cost) => cost.value > 0);
  const notes = [transaction.notes, transaction.userNotes].filter((text) => text.trim() !== '').join('\n');
  return (
    <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
      <div>
        <TypeBadge type={transaction.type} />
      </div>
      <dl className="flex flex-col gap-1">
        <Field label={DETAIL_LABELS.date}>{transaction.date}</Field>
        <Field label={DETAIL_LABELS.totalValue}>{formatMoney(transaction.totalValue)}</Field>
        <Field label={DETAIL_LABELS.impact}>
          <ImpactValue value={financialImpact(transaction)} />
        </Field>
        {(transaction.type === 'trade' || transaction.tradePartner) && (
          <Field label={DETAIL_LABELS.partner}>
            {transaction.tradePartner || TRANSACTION_TEXTS.defaultPartner}
          </Field>
        )}
        {notes && (
          <Field label={transaction.type === 'adjustment' ? DETAIL_LABELS.reason : DETAIL_LABELS.notes}>
            {notes}
          </Field>
        )}
      </dl>
      <section aria-label={DETAIL_LABELS.items}>
        <h3 className="text-sm font-semibold">{DETAIL_LABELS.items}</h3>
        <ul>
          {transaction.items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved transaction's lines never reorder.
            <LineItem key={index} line={line} type={transaction.type} />
          ))}
        </ul>
      </section>
      {costs.length > 0 && (
        <section aria-label={DETAIL_LABELS.additionalCosts}>
          <h3 className="text-sm font-semibold">{DETAIL_LABELS.additionalCosts}</h3>
          <dl className="flex flex-col gap-1">
            {costs.map((cost) => (
              <Field key={cost.label} label={cost.label}>
                {formatMoney(cost.value)}
              </Field>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

/**
 * The detail modal (part 2 §2): everything a transaction recorded, with each sold line's cost and gain;
 * Edit (a purchase, sale or adjustment) opens the wizard on it.
 */
export function TransactionDetailDialog({
  id,
  onEdit,
  onClose,
}: {
  id: string;
  onEdit(): void;
  onClose(): void;
}) {
  const transaction = useTransaction(id);
  const editable = transaction.status === 'ready' && transaction.data && editableInWizard(transaction.data);
  return (
    <Dialog
      title={TRANSACTION_TEXTS.detailTitle}
      onClose={onClose}
      actions={
        <>
          {editable && (
            <button type="button" className={buttonStyles.secondary} onClick={onEdit}>
              {TRANSACTION_TEXTS.edit}
            </button>
          )}
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {TRANSACTION_TEXTS.close}
          </button>
        </>
      }
    >
      {transaction.status === 'loading' && <LoadingState text={TRANSACTION_TEXTS.loading} />}
      {transaction.status === 'error' && <p role="alert">{transaction.message}</p>}
      {transaction.status === 'ready' &&
        (transaction.data ? (
          <DetailBody transaction={transaction.data} />
        ) : (
          <p role="status">{TRANSACTION_TEXTS.emptyAll}</p>
        ))}
    </Dialog>
  );
}
