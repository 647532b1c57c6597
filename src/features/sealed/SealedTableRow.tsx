import { memo } from 'react';
import { formatCount, shortTransactionId } from '../../domain/format';
import type { SealedRow } from '../../domain/sealed/sealedRows';
import { buttonStyles } from '../../ui/buttons';
import { CardImageButton } from '../cards/CardImageButton';
import { CardRowActions } from '../cards/CardRowActions';
import { GainLossValue } from '../cards/GainLossValue';
import { OPENING_TEXTS } from '../transactions/opening/openingTexts';
import type { SealedRowHandlers } from './SealedItem';
import { moneyOrDash, purchaseLine } from './sealedDisplay';

const cell = 'px-3 py-2 align-top';
const figure = `${cell} text-right tabular-nums`;

/** One row of the list table: the product, its figures, every purchase, and its actions. */
export const SealedTableRow = memo(function SealedTableRow({
  row,
  index,
  measureRef,
  onEdit,
  onDelete,
  onEnlarge,
  onOpen,
}: SealedRowHandlers & { row: SealedRow; index: number; measureRef(node: Element | null): void }) {
  return (
    <tr ref={measureRef} data-index={index} data-sealed-row className="border-t border-border-light">
      <td className={cell}>
        <CardImageButton name={row.name} imageUrl={row.imageUrl} size="thumb" onOpen={() => onEnlarge(row)} />
      </td>
      <th scope="row" className={`${cell} text-left font-semibold break-words`}>
        {row.name}
      </th>
      <td className={`${cell} break-words`}>{row.set}</td>
      <td className={`${cell} break-words`}>{row.type}</td>
      <td className={cell}>{row.status === 'want' ? 'Want' : 'Have'}</td>
      <td className={figure}>{formatCount(row.totalQuantity)}</td>
      <td className={figure}>{moneyOrDash(row.averagePrice)}</td>
      <td className={figure}>{moneyOrDash(row.marketPrice)}</td>
      <td className={figure}>
        <GainLossValue gainLoss={row.gainLoss} mode="amount" />
      </td>
      <td className={`${cell} text-xs text-text-secondary`}>
        <ul aria-label={`Purchases of ${row.name}`}>
          {row.purchaseDetails.map((detail) => (
            <li key={detail.id}>
              {purchaseLine(detail)}
              {detail.transactionId ? ` · #${shortTransactionId(detail.transactionId)}` : ''}
            </li>
          ))}
        </ul>
      </td>
      <td className={cell}>
        <div className="flex items-center gap-1">
          {row.status === 'have' && (
            <button
              type="button"
              className={`${buttonStyles.secondary} px-2 py-1`}
              aria-label={`${OPENING_TEXTS.open} ${row.name}`}
              onClick={() => onOpen(row)}
            >
              {OPENING_TEXTS.open}
            </button>
          )}
          <CardRowActions
            name={row.name}
            removeWord="Delete"
            onEdit={() => onEdit(row)}
            onRemove={() => onDelete(row)}
          />
        </div>
      </td>
    </tr>
  );
});
