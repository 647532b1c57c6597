import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cards, collections, locations } from '../db/schema';
import { copyItems, ownedCopies, type SharedItem, type SharedPage, targetName } from './pageItems';
import type { ShareRow } from './queries';
import { wantPage } from './wantPage';

/**
 * What a share shows, read for its owner and scoped to its target alone; undefined when the target
 * is gone (the page answers 404, as for an unknown token).
 */
export async function sharedPage(db: Db, share: ShareRow): Promise<SharedPage | undefined> {
  const page = (title: string, items: SharedItem[]) => ({ title, showPrices: share.showPrices, items });
  const targetId = share.targetId ?? '';
  switch (share.kind) {
    case 'collection': {
      const name = await targetName(db, share, collections);
      return name === undefined
        ? undefined
        : page(name, copyItems(await ownedCopies(db, share, eq(cards.collectionId, targetId))));
    }
    case 'location': {
      const name = await targetName(db, share, locations);
      return name === undefined
        ? undefined
        : page(name, copyItems(await ownedCopies(db, share, eq(cards.locationId, targetId))));
    }
    case 'wants':
      return wantPage(db, share, page);
    default:
      return undefined;
  }
}
