import { z } from 'zod';
import { Id, Timestamp, updateOf } from './common';

export const Collection = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Collection = z.infer<typeof Collection>;

/** Create and edit form (part 1 §5): name required after trimming, description optional and trimmed. */
export const CollectionInput = z.object({
  name: z.string().trim().min(1, 'Collection name is required').max(100, 'Collection name is too long'),
  description: z.string().trim().max(1000, 'Description is too long').optional().default(''),
});
export type CollectionInput = z.input<typeof CollectionInput>;

export const CollectionUpdate = updateOf(CollectionInput.shape);
export type CollectionUpdate = z.input<typeof CollectionUpdate>;

export const CollectionStats = z.object({
  totalCards: z.number(),
  uniqueCards: z.number(),
  totalSealedProducts: z.number(),
  totalMarketPrices: z.number(),
});
export type CollectionStats = z.infer<typeof CollectionStats>;
