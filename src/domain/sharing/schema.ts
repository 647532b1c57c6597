import { z } from 'zod';
import { Id, Timestamp } from '../schemas/common';
import { SHARE_EXPIRY_DAYS } from './limits';
import { SHARE_TEXTS } from './texts';

/** What a share link shows: one collection, one location, the want list or the trade binder. */
export const SHARE_KINDS = ['collection', 'location', 'wants', 'tradeBinder'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
// Every kind has its label (texts.ts stays free of imports, so the two files form no circle).
SHARE_TEXTS.kinds satisfies Record<ShareKind, string>;

/** Kinds that must name their target; the want list names a collection or none (across collections). */
export const KINDS_NEEDING_TARGET: readonly ShareKind[] = ['collection', 'location'];

const ExpiryDays = z.union(
  SHARE_EXPIRY_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>],
);

/** `POST /shares`: the server makes the token and the expiry date. */
export const ShareInput = z
  .object({
    kind: z.enum(SHARE_KINDS),
    /** The collection or location; for the want list a collection or null (all). */
    targetId: Id.nullable().default(null),
    showPrices: z.boolean().default(false),
    /** Days until the link stops working; null: never. */
    expiresInDays: ExpiryDays.nullable().default(null),
  })
  .refine((share) => share.targetId !== null || !KINDS_NEEDING_TARGET.includes(share.kind), {
    path: ['targetId'],
    message: SHARE_TEXTS.targetRequired,
  });
export type ShareInput = z.input<typeof ShareInput>;

/** A share link as its owner sees it; the token is only in the answer that created it. */
export const Share = z.object({
  id: Id,
  kind: z.enum(SHARE_KINDS),
  targetId: Id.nullable(),
  /** The collection's or location's name, for the owner's list; null for "all collections". */
  targetName: z.string().nullable(),
  showPrices: z.boolean(),
  expiresAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type Share = z.infer<typeof Share>;

/** The create answer: the share and its token, shown once (the server keeps only its hash). */
export const CreatedShare = Share.extend({ token: z.string(), path: z.string() });
export type CreatedShare = z.infer<typeof CreatedShare>;

/** The public page's address for a token (outside /api/v1). */
export const sharePagePath = (token: string) => `/s/${token}`;
