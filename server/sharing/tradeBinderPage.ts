import { eq } from 'drizzle-orm';
import { SHARE_TEXTS } from '../../src/domain/sharing/texts';
import { PLAYSET_KEEP, tradeSpares } from '../../src/domain/wants/tradeBinder';
import type { Db } from '../db/database';
import { cards, collections } from '../db/schema';
import { ownedCopies, type SharedItem, type SharedPage, targetName } from './pageItems';
import type { ShareRow } from './queries';

const printingKey = (name: string, setCode: string, foil: boolean) =>
  `${name.trim().toLocaleLowerCase()}|${setCode.trim().toLocaleLowerCase()}|${foil}`;

/**
 * The trade binder (issue 26): the copies beyond a playset of each card name, of one collection or
 * across collections, by the device's own rule (`tradeSpares`). The per-card keep counts a collector
 * sets live on their device only, so a shared binder keeps a playset of every card. A spare is priced
 * at its card's market price, pictured and named by the copy it came from.
 */
export async function tradeBinderPage(
  db: Db,
  share: ShareRow,
  page: (title: string, items: SharedItem[]) => SharedPage,
): Promise<SharedPage | undefined> {
  const name = share.targetId ? await targetName(db, share, collections) : SHARE_TEXTS.kinds.tradeBinder;
  if (name === undefined) return undefined;
  const rows = await ownedCopies(
    db,
    share,
    share.targetId ? eq(cards.collectionId, share.targetId) : undefined,
  );
  const byPrinting = new Map(rows.map((card) => [printingKey(card.name, card.setCode, card.foil), card]));
  const spares = tradeSpares(
    rows.map((card) => ({
      ...card,
      unitPrice:
        card.marketPrice ??
        card.conditionQuantities.find((line) => line.marketPrice != null)?.marketPrice ??
        null,
    })),
    PLAYSET_KEEP,
  );
  const title = share.targetId ? `${SHARE_TEXTS.kinds.tradeBinder}: ${name}` : name;
  return page(
    title,
    spares.map((spare) => {
      const copy = byPrinting.get(printingKey(spare.name, spare.setCode, spare.foil));
      return {
        imageUrl: copy?.imageUrl ?? '',
        name: spare.name,
        set: copy?.set || spare.setCode,
        condition: spare.foil ? `${spare.condition} (foil)` : spare.condition,
        quantity: spare.quantity,
        price: spare.unitPrice,
      };
    }),
  );
}
