import { computeGainLoss, resolveMarketPrice } from '../../src/domain/cards/pricing';
import { averagePrice, purchaseTotals, totalQuantity } from '../../src/domain/cards/totals';
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import { roundMoney } from '../../src/domain/finance/financeTotals';
import { buildMarketPriceIndex } from '../../src/domain/finance/marketPriceIndex';
import type { CollectionItems } from './collectionItems';

/** One held card's figures, as the cards view shows them (part 1 §4). */
export interface CardFinanceEntry {
  cardId: string;
  name: string;
  set: string;
  setCode: string;
  foil: boolean;
  totalQuantity: number;
  /** Weighted by quantity over the rows with a known price; null when none is known. */
  averagePurchasePrice: number | null;
  marketPrice: number | null;
  /** What the copies with a known price cost. */
  purchaseValue: number;
  /** Market price times all copies; null without a market price. */
  marketValue: number | null;
  /** Over the copies with a known price; null unless both prices exist. */
  profitLoss: number | null;
  profitLossPercentage: number | null;
}

/** `GET /finance/collection/{id}/cards`: the card half of the finance record and each held card. */
export interface CardFinance {
  totalCards: number;
  totalCardValue: number;
  totalCardMarketValue: number;
  totalCardProfitLoss: number;
  cards: CardFinanceEntry[];
}

export function computeCardFinance(items: CollectionItems, now: Date): CardFinance {
  const index = buildMarketPriceIndex(items.marketPrices);
  const record = computeCollectionFinance({ ...items, sealedProducts: [], marketPrices: index, now });
  const held = items.cards.filter((card) => card.status === 'have');
  return {
    totalCards: record.totalCards,
    totalCardValue: record.totalCardValue,
    totalCardMarketValue: record.totalCardMarketValue,
    totalCardProfitLoss: record.totalCardProfitLoss,
    cards: held.map((card) => {
      const marketPrice = resolveMarketPrice(card, index.cardPrice, { skipTemporaryIds: false });
      const quantity = totalQuantity(card.conditionQuantities);
      const { pricedQuantity, pricedCost } = purchaseTotals(card.conditionQuantities);
      const gainLoss = computeGainLoss(marketPrice, averagePrice(card.conditionQuantities), pricedQuantity);
      return {
        cardId: card.id,
        name: card.name,
        set: card.set,
        setCode: card.setCode,
        foil: card.foil,
        totalQuantity: quantity,
        averagePurchasePrice: averagePrice(card.conditionQuantities),
        marketPrice,
        purchaseValue: roundMoney(pricedCost),
        marketValue: marketPrice === null ? null : roundMoney(marketPrice * quantity),
        profitLoss: gainLoss ? roundMoney(gainLoss.amount) : null,
        profitLossPercentage: gainLoss?.percent ?? null,
      };
    }),
  };
}
