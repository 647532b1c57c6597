import { memo } from 'react';
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

interface GridCardProps extends CardRowHandlers {
  row: CardRow;
  gainLossMode: GainLossSortBy;
}

/**
 * One card of the grid (part 1 §2 "Grid card content"). A solid border marks have and a dashed one
 * want; on mobile the cards are compact, two per row.
 */
export const GridCard = memo(function GridCard({
  row,
  gainLossMode,
  onEdit,
  onRemove,
  onEnlarge,
  onGrade,
}: GridCardProps) {
  const border = row.status === 'have' ? 'border-solid border-border' : 'border-dashed border-text-muted';
  return (
    <article
      data-card-row
      data-card-name={row.name}
      aria-label={row.name}
      className={`flex h-full flex-col gap-2 rounded-xl border-2 bg-surface p-2 shadow-sm md:gap-3 md:p-3 ${border}`}
    >
      <CardImageButton
        name={row.name}
        imageUrl={row.imageUrl}
        size="card"
        onOpen={() => onEnlarge(row.card)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-1">
          <h3 className="min-w-0 text-sm leading-tight font-semibold text-text md:text-base">{row.name}</h3>
          {row.foil && <FoilBadge />}
        </div>
        <p className="truncate text-xs text-text-secondary" title={row.set}>
          {row.set}
          {row.setCode && <span className="ml-1 font-mono text-text-muted uppercase">({row.setCode})</span>}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusBadge status={row.status} />
          <ColorBadge color={row.color} />
        </div>
        <p className="text-xs text-text-secondary">
          {[row.type, row.rarity].filter(Boolean).join(' · ')}
          {row.manaCost && <span className="ml-1 font-mono text-text-muted">{row.manaCost}</span>}
        </p>
        <ConditionLines lines={row.conditions} />
        {row.cardIds.length === 1 && <SlabLabel grading={row.card.grading} />}
        <RowPlaceTag row={row} />
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 border-t border-border-light pt-1.5 text-xs">
          <dt className="text-text-muted">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{row.totalQuantity}</dd>
          <dt className="text-text-muted">Market</dt>
          <dd className="text-right tabular-nums">{marketPriceText(row.marketPrice)}</dd>
          <dt className="text-text-muted">G/L</dt>
          <dd className="text-right">
            <GainLossValue gainLoss={row.gainLoss} mode={gainLossMode} />
          </dd>
        </dl>
        {row.notes && (
          <p className="line-clamp-2 text-xs text-text-muted italic" title={row.notes}>
            {row.notes}
          </p>
        )}
        <SelectableRowActions
          row={row}
          className="-mb-1 justify-between"
          onEdit={onEdit}
          onRemove={onRemove}
          onGrade={onGrade}
        />
      </div>
    </article>
  );
});
