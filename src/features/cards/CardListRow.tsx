import { memo, type Ref } from 'react';
import type { CardRow } from '../../domain/cards/cardRow';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import { SlabLabel } from '../grading/SlabLabel';
import { RowPlaceTag } from '../locations/CopyPlaceTag';
import { ColorBadge, FoilBadge, StatusBadge } from './CardBadges';
import { CardImageButton } from './CardImageButton';
import { ConditionLines } from './ConditionLines';
import { marketPriceText } from './cardDisplay';
import type { CardRowHandlers } from './cardRowHandlers';
import { GainLossValue } from './GainLossValue';
import { SelectableRowActions } from './SelectableRowActions';

interface CardListRowProps extends CardRowHandlers {
  row: CardRow;
  index: number;
  gainLossMode: GainLossSortBy;
  measureRef: Ref<HTMLTableRowElement>;
}

const cell = 'px-3 py-2 align-top';

/** One line of the list view, in the spec's column order. */
export const CardListRow = memo(function CardListRow({
  row,
  index,
  gainLossMode,
  measureRef,
  onEdit,
  onRemove,
  onEnlarge,
  onGrade,
}: CardListRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-card-row
      data-card-name={row.name}
      className="border-t border-border-light hover:bg-surface-hover"
    >
      <td className={`${cell} px-1`}>
        <SelectableRowActions
          row={row}
          className="gap-1"
          onEdit={onEdit}
          onRemove={onRemove}
          onGrade={onGrade}
        />
      </td>
      <td className={cell}>
        <div className="flex items-start gap-2">
          <CardImageButton
            name={row.name}
            imageUrl={row.imageUrl}
            size="thumb"
            onOpen={() => onEnlarge(row.card)}
          />
          <div className="min-w-0">
            <div className="font-semibold break-words text-text">{row.name}</div>
            {row.cardIds.length === 1 && <SlabLabel grading={row.card.grading} />}
            <div className="flex items-center gap-1.5">
              {row.manaCost && <span className="font-mono text-xs text-text-muted">{row.manaCost}</span>}
              {row.foil && <FoilBadge />}
            </div>
          </div>
        </div>
      </td>
      <td className={cell}>
        <div className="break-words">{row.set}</div>
        {row.setCode && <div className="font-mono text-xs text-text-muted uppercase">{row.setCode}</div>}
        <RowPlaceTag row={row} />
      </td>
      <td className={cell}>
        <ColorBadge color={row.color} />
      </td>
      <td className={`${cell} break-words`}>{row.type}</td>
      <td className={cell}>{row.rarity}</td>
      <td className={`${cell} text-right font-semibold tabular-nums`}>{row.totalQuantity}</td>
      <td className={cell}>
        <ConditionLines lines={row.conditions} />
      </td>
      <td className={cell}>
        <StatusBadge status={row.status} />
      </td>
      <td className={`${cell} text-right tabular-nums`}>{marketPriceText(row.marketPrice)}</td>
      <td className={`${cell} text-right`}>
        <GainLossValue gainLoss={row.gainLoss} mode={gainLossMode} />
      </td>
    </tr>
  );
});
