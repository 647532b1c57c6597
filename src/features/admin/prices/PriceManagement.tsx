import { useMemo, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useCollectionCards } from '../../../db/hooks/useCollectionCards';
import { useCurrentCollection } from '../../../db/hooks/useCurrentCollection';
import { useMarketPrices } from '../../../db/hooks/useMarketPrices';
import { useCollectionSealedProducts } from '../../../db/hooks/useSealedData';
import { deleteMarketPrice } from '../../../db/marketPrices/marketPriceWrites';
import { computeProductsWithoutPrices } from '../../../domain/finance/productsWithoutPrices';
import { errorMessage } from '../../../domain/format';
import type { MarketPrice } from '../../../domain/schemas';
import { PRICE_ADMIN_TEXTS, TEXTS } from '../../../domain/texts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadingState, StatePanel } from '../../../ui/StatePanel';
import { type Outcome, OutcomeMessage } from '../OutcomeMessage';
import { AddMarketPriceForm, type PriceDraft } from './AddMarketPriceForm';
import { EditMarketPriceDialog } from './EditMarketPriceDialog';
import { MarketPriceTable } from './MarketPriceTable';
import { MissingPricesPanel } from './MissingPricesPanel';

type Editing = { kind: 'none' } | { kind: 'edit' | 'delete'; price: MarketPrice };

/** Price Management (part 2 §2) of the current collection; it works offline and syncs like every change. */
export function PriceManagement() {
  const current = useCurrentCollection();
  if (current === undefined) return <LoadingState text="Loading market prices..." />;
  if (current === null) return <StatePanel title={TEXTS.noCollectionSelected} role="alert" />;
  return <CollectionPrices collectionId={current.id} />;
}

function CollectionPrices({ collectionId }: { collectionId: string }) {
  const db = useDatabase();
  const cards = useCollectionCards(collectionId);
  const sealed = useCollectionSealedProducts(collectionId);
  const prices = useMarketPrices(collectionId);
  const [picked, setPicked] = useState<PriceDraft | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [message, setMessage] = useState<Outcome | null>(null);
  const ready = cards.status === 'ready' && sealed.status === 'ready' && prices.status === 'ready';
  const cardRows = cards.status === 'ready' ? cards.data : [];
  const sealedRows = sealed.status === 'ready' ? sealed.data : [];
  const priceRows = prices.status === 'ready' ? prices.data : [];
  const report = useMemo(
    () =>
      computeProductsWithoutPrices({ cards: cardRows, sealedProducts: sealedRows, marketPrices: priceRows }),
    [cardRows, sealedRows, priceRows],
  );
  const sorted = useMemo(
    () => [...priceRows].sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated)),
    [priceRows],
  );
  if (!ready) return <LoadingState text="Loading market prices..." />;
  const remove = async (price: MarketPrice) => {
    setEditing({ kind: 'none' });
    try {
      await deleteMarketPrice(db, price.id);
      setMessage({ text: `Market price deleted for ${price.productKey}.`, tone: 'success' });
    } catch (error) {
      setMessage({ text: `${PRICE_ADMIN_TEXTS.deleteFailed}: ${errorMessage(error)}`, tone: 'error' });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <OutcomeMessage outcome={message} />
      <AddMarketPriceForm
        key={picked ? `${picked.productType}|${picked.productKey}` : 'empty'}
        collectionId={collectionId}
        cards={cardRows}
        sealedProducts={sealedRows}
        picked={picked}
        onAdded={(text) => {
          setPicked(null);
          setMessage({ text, tone: 'success' });
        }}
      />
      <section
        aria-labelledby="price-debug-title"
        className="rounded-xl border border-border bg-surface p-4 text-sm"
      >
        <h2 id="price-debug-title" className="mb-2 font-semibold text-text">
          {PRICE_ADMIN_TEXTS.debugTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-text-secondary md:grid-cols-5">
          {[
            ['Cards', cardRows.length],
            ['Sealed products', sealedRows.length],
            ['Market prices', report.totalExistingMarketPrices],
            ['Cards without prices', report.totalCardsWithoutPrices],
            ['Sealed without prices', report.totalSealedProductsWithoutPrices],
          ].map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="font-semibold text-text">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <MissingPricesPanel report={report} onPick={setPicked} />
      <MarketPriceTable
        prices={sorted}
        onEdit={(price) => setEditing({ kind: 'edit', price })}
        onDelete={(price) => setEditing({ kind: 'delete', price })}
      />
      {editing.kind === 'edit' && (
        <EditMarketPriceDialog price={editing.price} onClose={() => setEditing({ kind: 'none' })} />
      )}
      {editing.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Market Price"
          message={`Delete the market price of ${editing.price.productKey}?`}
          confirmLabel="Delete"
          onConfirm={() => void remove(editing.price)}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
    </div>
  );
}
