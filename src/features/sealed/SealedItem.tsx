import { memo } from 'react';
import { formatCount, shortTransactionId } from '../../domain/format';
import type { SealedRow } from '../../domain/sealed/sealedRows';
import { CardImageButton } from '../cards/CardImageButton';
import { GainLossValue } from '../cards/GainLossValue';
import type { SealedRowHandlers } from './SealedRowActions';
import { SealedRowActions } from './SealedRowActions';
import { moneyOrDash, purchaseLine } from './sealedDisplay';

interface SealedItemProps extends SealedRowHandlers {
  row: SealedRow;
  layout: 'grid' | 'list';
}

/** One row of the sealed page: a grid card, or a line of the list. */
export const SealedItem = memo(function SealedItem({
  row,
  layout,
  onEdit,
  onDelete,
  onEnlarge,
  onOpen,
}: SealedItemProps) {
  const grid = layout === 'grid';
  return (
    <article
      aria-label={row.name}
      data-sealed-row
      className={
        grid
          ? 'flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-2 shadow-sm md:p-3'
          : 'flex items-center gap-3 border-b border-border-light bg-surface px-3 py-2'
      }
    >
      <CardImageButton
        name={row.name}
        imageUrl={row.imageUrl}
        size={grid ? 'card' : 'thumb'}
        onOpen={() => onEnlarge(row)}
      />
      <div
        className={
          grid
            ? 'flex min-w-0 flex-1 flex-col gap-1'
            : 'grid min-w-0 flex-1 gap-x-3 md:grid-cols-[2fr_1fr_5rem_6rem_6rem_6rem]'
        }
      >
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-text">{row.name}</h3>
          <p className="truncate text-xs text-text-secondary">
            {row.set} · {row.type}
          </p>
        </div>
        <p className="text-xs text-text-secondary">{row.status === 'want' ? 'Want' : 'Have'}</p>
        <p className="text-sm">
          <span className="text-text-muted">Qty </span>
          {formatCount(row.totalQuantity)}
        </p>
        <p className="text-sm">
          <span className="text-text-muted">Avg </span>
          {moneyOrDash(row.averagePrice)}
        </p>
        <p className="text-sm">
          <span className="text-text-muted">Market </span>
          {moneyOrDash(row.marketPrice)}
        </p>
        <p className="text-sm">
          <GainLossValue gainLoss={row.gainLoss} mode="amount" />
        </p>
        {grid && (
          <ul className="text-xs text-text-muted">
            {row.purchaseDetails.slice(0, 3).map((detail) => (
              <li key={detail.id}>
                {purchaseLine(detail)}
                {detail.transactionId ? ` · #${shortTransactionId(detail.transactionId)}` : ''}
              </li>
            ))}
            {row.purchaseDetails.length > 3 && <li>+{row.purchaseDetails.length - 3} more</li>}
          </ul>
        )}
      </div>
      <SealedRowActions row={row} onEdit={onEdit} onDelete={onDelete} onOpen={onOpen} />
    </article>
  );
});
