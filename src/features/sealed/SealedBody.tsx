import type { LiveResult } from '../../db/hooks/liveResult';
import type { SealedProduct } from '../../domain/schemas';
import { SEALED_TEXTS } from '../../domain/texts';
import { buttonStyles } from '../../ui/buttons';
import { LoadingState, StatePanel } from '../../ui/StatePanel';
import type { CollectionPrices } from '../finance/collectionPrices';
import type { SealedRowHandlers } from './SealedRowActions';
import { SealedRowsView } from './SealedRowsView';
import { SealedTable } from './SealedTable';
import { nextSealedSort, type SealedSortColumn } from './sealedSort';
import { useSealedView } from './sealedViewStore';
import { useSealedRows } from './useSealedRows';

interface SealedBodyProps extends SealedRowHandlers {
  products: LiveResult<SealedProduct[]>;
  prices: LiveResult<CollectionPrices>;
  onRetry(): void;
}

function SealedRowsOf({
  products,
  prices,
  ...handlers
}: { products: SealedProduct[]; prices: CollectionPrices | null } & SealedRowHandlers) {
  const settings = useSealedView();
  const rows = useSealedRows(products, prices, settings);
  if (products.length === 0) {
    return <StatePanel title={SEALED_TEXTS.emptyTitle}>{SEALED_TEXTS.emptyHint}</StatePanel>;
  }
  if (rows.length === 0) return <StatePanel title={SEALED_TEXTS.noMatch} role="status" />;
  if (settings.view === 'list') {
    const onSort = (column: SealedSortColumn) =>
      settings.change({ sort: nextSealedSort(settings.sort, column) });
    return <SealedTable rows={rows} sort={settings.sort} onSort={onSort} {...handlers} />;
  }
  return <SealedRowsView rows={rows} layout="grid" {...handlers} />;
}

/** The page under the toolbar: loading, the read's error with Try Again, empty, no match, or the rows. */
export function SealedBody({ products, prices, onRetry, ...handlers }: SealedBodyProps) {
  if (products.status === 'loading') return <LoadingState text={SEALED_TEXTS.loading} />;
  if (products.status === 'error') {
    return (
      <StatePanel title={SEALED_TEXTS.loadError} role="alert">
        <p>{products.message}</p>
        <button type="button" className={`${buttonStyles.primary} mt-3`} onClick={onRetry}>
          {SEALED_TEXTS.tryAgain}
        </button>
      </StatePanel>
    );
  }
  const ready = prices.status === 'ready' ? prices.data : null;
  return <SealedRowsOf products={products.data} prices={ready} {...handlers} />;
}
