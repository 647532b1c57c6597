import { z } from 'zod';
import { PRODUCT_TYPES } from '../valueSets';
import { Id, Money, Timestamp, updateOf } from './common';
import { ConditionField } from './valueSetFields';

const marketPriceFields = {
  collectionId: Id,
  productType: z.enum(PRODUCT_TYPES),
  productKey: z.string().trim().min(1, 'Product key is required').max(500),
  marketPrice: Money,
  notes: z.string().max(2000).default(''),
  condition: ConditionField.nullable().default(null),
  foil: z.boolean().nullable().default(null),
};

export const MarketPriceInput = z.object(marketPriceFields);
export type MarketPriceInput = z.input<typeof MarketPriceInput>;
export const MarketPriceUpdate = updateOf(marketPriceFields);
export type MarketPriceUpdate = z.input<typeof MarketPriceUpdate>;

export const MarketPrice = z.object({ id: Id, ...marketPriceFields, lastUpdated: Timestamp });
export type MarketPrice = z.infer<typeof MarketPrice>;

export const MarketPriceLookupQuery = z.object({
  productType: z.enum(PRODUCT_TYPES),
  productKey: z.string().min(1).max(500),
  condition: ConditionField.optional(),
  foil: z.enum(['true', 'false']).optional(),
});
