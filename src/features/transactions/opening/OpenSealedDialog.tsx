import { useMemo, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useMarketPrices } from '../../../db/hooks/useMarketPrices';
import { saveTransaction } from '../../../db/transactions/saveTransaction';
import { errorMessage, localDateIso } from '../../../domain/format';
import { CARD_SEARCH_RESULTS_SHOWN, DEBOUNCE_MS } from '../../../domain/limits';
import type { CardDefinition, SealedProduct } from '../../../domain/schemas';
import { buttonStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { useCardSearch } from '../../cardDatabase/useCardSearch';
import { printingLabel } from '../../cards/dialogs/printingLabel';
import { useCollectionPrices } from '../../finance/useCollectionPrices';
import { LargeDialog } from '../LargeDialog';
import { DraftItemSection } from '../wizard/DraftItemList';
import { cardDraftItem } from '../wizard/draftItems';
import { itemMarketPrice } from '../wizard/itemMarketPrice';
import { SearchBox } from '../wizard/SearchBox';
import type { DraftItem } from '../wizard/wizardDraft';
import { OpeningReview } from './OpeningReview';
import { addPulled, openingInput, QUICK_QUANTITIES } from './openingDraft';
import { OPENING_TEXTS } from './openingTexts';

/**
 * Opening a sealed product: pick the pulled cards (search, quick quantities), review how the product's
 * cost is spread over them, complete. One opening transaction: one unit leaves, the cards arrive.
 */
export function OpenSealedDialog({ product, onClose }: { product: SealedProduct; onClose(): void }) {
  const db = useDatabase();
  const prices = useCollectionPrices(useMarketPrices(product.collectionId));
  const [query, setQuery] = useState('');
  const [pulled, setPulled] = useState<DraftItem[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const search = useCardSearch(query, { debounceMs: DEBOUNCE_MS.wizard });
  const cards = search.cards.slice(0, CARD_SEARCH_RESULTS_SHOWN);
  const input = useMemo(() => openingInput(product, pulled, localDateIso()), [product, pulled]);
  const known = prices.status === 'ready' ? prices.data : null;

  const add = (card: CardDefinition, quantity: number) => {
    const item = cardDraftItem(card);
    setPulled((current) =>
      addPulled(current, { ...item, marketPrice: itemMarketPrice(item, known) }, quantity),
    );
  };
  const complete = () => {
    setSaving(true);
    saveTransaction(db, input).then(onClose, (error: unknown) => {
      console.error(error);
      setSaving(false);
      setFailure(OPENING_TEXTS.failed(errorMessage(error)));
    });
  };

  return (
    <LargeDialog
      title={OPENING_TEXTS.title(product.name)}
      onClose={onClose}
      footer={
        <>
          <FormFailure message={failure} />
          {reviewing ? (
            <>
              <button type="button" className={buttonStyles.secondary} onClick={() => setReviewing(false)}>
                {OPENING_TEXTS.back}
              </button>
              <button type="button" className={buttonStyles.primary} disabled={saving} onClick={complete}>
                {saving ? OPENING_TEXTS.saving : OPENING_TEXTS.complete}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={buttonStyles.secondary} onClick={onClose}>
                {OPENING_TEXTS.cancel}
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={pulled.length === 0}
                onClick={() => setReviewing(true)}
              >
                {OPENING_TEXTS.review}
              </button>
            </>
          )}
        </>
      }
    >
      <h3 className="mb-3 text-lg font-semibold">
        {reviewing ? OPENING_TEXTS.reviewStep : OPENING_TEXTS.pickStep}
      </h3>
      {reviewing ? (
        <OpeningReview input={input} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <SearchBox
              label={OPENING_TEXTS.search}
              value={query}
              onChange={setQuery}
              status={search.status === 'searching' ? 'Searching…' : ''}
            />
            {search.notice && <p className="text-xs text-text-secondary">{search.notice}</p>}
            <ul aria-label="Card results" className="divide-y divide-border-light">
              {cards.map((card) => (
                <li
                  key={card.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm"
                >
                  <span className="min-w-0 truncate">
                    {card.name} <span className="text-text-secondary">· {printingLabel(card)}</span>
                  </span>
                  <span className="flex gap-1">
                    {QUICK_QUANTITIES.map((quantity) => (
                      <button
                        key={quantity}
                        type="button"
                        className={`${buttonStyles.secondary} px-2 py-1`}
                        aria-label={OPENING_TEXTS.quickAdd(quantity, `${card.name} — ${printingLabel(card)}`)}
                        onClick={() => add(card, quantity)}
                      >
                        +{quantity}
                      </button>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <DraftItemSection
            title={OPENING_TEXTS.pulled}
            heading="h4"
            items={pulled}
            onRemove={(index) => setPulled((current) => current.filter((_, at) => at !== index))}
          />
        </div>
      )}
    </LargeDialog>
  );
}
