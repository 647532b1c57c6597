import { memo } from 'react';
import { formatCount, shortTransactionId } from '../../domain/format';
import type { SealedRow } from '../../domain/sealed/sealedRows';
import { CardImageButton } from '../cards/CardImageButton';
import { GainLossValue } from '../cards/GainLossValue';
import type { SealedRowHandlers } from './SealedRowActions';
import { SealedRowActions } from './SealedRowActions';
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
          <SealedRowActions row={row} onEdit={onEdit} onDelete={onDelete} onOpen={onOpen} />
        </div>
      </td>
    </tr>
  );
});
