import { useMemo } from 'react';
import { useCollectionCards } from '../../../db/hooks/useCollectionCards';
import { useMarketPrices } from '../../../db/hooks/useMarketPrices';
import { useCollectionSealedProducts, useSealedDefinitions } from '../../../db/hooks/useSealedData';
import type { SealedDefinitionRow } from '../../../db/rows';
import type { CollectionPrices } from '../../finance/collectionPrices';
import { useCollectionPrices } from '../../finance/useCollectionPrices';
import { cardHolding, type Holding, sealedHolding } from './saleHoldings';

export interface WizardData {
  definitions: SealedDefinitionRow[];
  holdings: Holding[];
  prices: CollectionPrices | null;
}

/** What the wizard and the trade read: sealed definitions, what the collection holds, market prices. */
export function useWizardData(collectionId: string): WizardData {
  const definitions = useSealedDefinitions();
  const cards = useCollectionCards(collectionId);
  const sealed = useCollectionSealedProducts(collectionId);
  const prices = useCollectionPrices(useMarketPrices(collectionId));
  const holdings = useMemo(() => {
    const list: Holding[] = [];
    if (cards.status === 'ready') for (const card of cards.data) list.push(cardHolding(card));
    if (sealed.status === 'ready') for (const product of sealed.data) list.push(sealedHolding(product));
    return list;
  }, [cards, sealed]);
  return {
    definitions: definitions.status === 'ready' ? definitions.data : [],
    holdings,
    prices: prices.status === 'ready' ? prices.data : null,
  };
}
