import { and, asc, eq } from 'drizzle-orm';
import { WANT_TEXTS } from '../../src/domain/texts';
import type { Db } from '../db/database';
import { collections, wants } from '../db/schema';
import { type SharedItem, type SharedPage, targetName } from './pageItems';
import type { ShareRow } from './queries';
import { wantImages } from './wantImages';

/** The want list, of one collection or across collections; a want's price is its maximum price. */
export async function wantPage(
  db: Db,
  share: ShareRow,
  page: (title: string, items: SharedItem[]) => SharedPage,
) {
  const name = share.targetId ? await targetName(db, share, collections) : WANT_TEXTS.title;
  if (name === undefined) return undefined;
  const rows = await db
    .select()
    .from(wants)
    .where(
      and(
        eq(wants.userId, share.userId),
        share.targetId ? eq(wants.collectionId, share.targetId) : undefined,
      ),
    )
    .orderBy(asc(wants.name), asc(wants.id));
  const title = share.targetId ? `${WANT_TEXTS.title}: ${name}` : name;
  const imageOf = await wantImages(db, rows);
  return page(
    title,
    rows.map((want) => ({
      imageUrl: imageOf(want),
      name: want.name,
      set: [want.setCode, want.collectorNumber].filter(Boolean).join(' ') || WANT_TEXTS.anyPrinting,
      condition: want.finish === 'any' ? '' : want.finish,
      quantity: want.quantity,
      price: want.maxPrice,
    })),
  );
}
