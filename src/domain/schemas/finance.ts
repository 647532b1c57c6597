import { z } from 'zod';
import { Id } from './common';

/** Collection finance record (part 1 §3 "Finance record"). */
export const FinanceRecord = z.object({
  totalItems: z.number(),
  totalCards: z.number(),
  totalSealedProducts: z.number(),
  totalPurchaseValue: z.number(),
  totalMarketValue: z.number(),
  totalProfitLoss: z.number(),
  totalProfitLossPercentage: z.number(),
  totalCardValue: z.number(),
  totalCardMarketValue: z.number(),
  totalCardProfitLoss: z.number(),
  totalSealedProductValue: z.number(),
  totalSealedProductMarketValue: z.number(),
  totalSealedProductProfitLoss: z.number(),
  itemsWithMarketPrices: z.number(),
  itemsWithoutMarketPrices: z.number(),
  marketPriceCoveragePercentage: z.number(),
  totalTransactions: z.number(),
  totalPurchases: z.number(),
  totalSales: z.number(),
  totalTrades: z.number(),
  totalOpenings: z.number(),
  totalAdjustments: z.number(),
  /** Σ of the transactions' lines' realized gains (the ledger). */
  totalRealizedGain: z.number(),
  lastCalculated: z.string().nullable(),
});
export type FinanceRecord = z.infer<typeof FinanceRecord>;

export const CollectionFinance = FinanceRecord.extend({ collectionId: Id, collectionName: z.string() });
export type CollectionFinance = z.infer<typeof CollectionFinance>;

/** Products-without-prices result (part 1 §3). */
export const ProductsWithoutPrices = z.object({
  cards: z.array(
    z.object({ productKey: z.string(), name: z.string(), set: z.string(), condition: z.string() }),
  ),
  sealedProducts: z.array(
    z.object({
      productKey: z.string(),
      name: z.string(),
      set: z.string(),
      type: z.string(),
      condition: z.string(),
    }),
  ),
  totalCardsWithoutPrices: z.number(),
  totalSealedProductsWithoutPrices: z.number(),
  totalExistingMarketPrices: z.number(),
});
export type ProductsWithoutPrices = z.infer<typeof ProductsWithoutPrices>;

/** Profit summary of the Financial Performance screen (part 2 §3). */
export const ProfitSummary = z.object({
  totalInvested: z.number(),
  totalRealized: z.number(),
  totalUnrealized: z.number(),
  totalProfit: z.number(),
  profitMargin: z.number(),
  itemCount: z.number(),
  totalMarketValue: z.number(),
});
export type ProfitSummary = z.infer<typeof ProfitSummary>;

export const RealizedEntry = z.object({
  type: z.enum(['sale', 'trade']),
  date: z.string(),
  amount: z.number(),
  description: z.string(),
  givenValue: z.number().optional(),
  receivedValue: z.number().optional(),
});
export type RealizedEntry = z.infer<typeof RealizedEntry>;
