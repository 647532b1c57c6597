import { type SQL, sql } from 'drizzle-orm';
import type { Card } from '../../src/domain/schemas';
import { type SessionState, sessionStateColumns } from '../auth/sessionCheck';
import type { DbOrTx } from '../db/database';
import { rawRows } from '../db/rawRows';

/**
 * A timestamp in UTC without its zone: JSON writes it `YYYY-MM-DDTHH:MI:SS[.ffffff]` whatever the
 * session's settings, and far cheaper than `to_char` (half of the list's time in PGlite); `isoMs` ends it.
 */
const utc = (column: SQL) => sql`(${column} at time zone 'UTC')`;

/**
 * That text as `Date.toISOString()` writes it: milliseconds and `Z`, the fraction cut, not rounded,
 * as a JS Date cuts the microseconds the driver reads.
 */
const isoMs = (utcText: string) => `${utcText.slice(0, 19)}.${utcText.slice(20, 23).padEnd(3, '0')}Z`;

/** `records/serialize.ts`'s `toCard`, key for key and in its order, as SQL over the `cards` row `c`. */
const cardFields = (withPlace: boolean, withGrading: boolean): SQL[] => [
  sql`'id', c.id, 'collectionId', c.collection_id, 'name', c.name, 'set', c.set, 'setCode', c.set_code`,
  sql`'color', c.color, 'type', c.type, 'rarity', c.rarity, 'status', c.status, 'manaCost', c.mana_cost`,
  sql`'imageUrl', c.image_url, 'foil', c.foil, 'notes', c.notes, 'marketPrice', c.market_price`,
  sql`'tcgplayer_id', c.tcgplayer_id, 'conditionQuantities', c.condition_quantities`,
  ...(withPlace ? [sql`'locationId', c.location_id, 'page', c.page, 'slot', c.slot`] : []),
  ...(withGrading ? [sql`'grading', c.grading`] : []),
  sql`'createdAt', ${utc(sql`c.created_at`)}, 'updatedAt', ${utc(sql`c.updated_at`)}`,
];

const unfiled = sql`c.location_id is null and c.page is null and c.slot is null`;
const form = (withPlace: boolean, withGrading: boolean) =>
  sql`json_build_object(${sql.join(cardFields(withPlace, withGrading), sql`, `)})`;

/**
 * A copy filed nowhere has no place keys at all (`placeOf`), a raw copy no `grading` key, so the
 * object has four forms.
 */
const cardObject = sql`case
  when c.grading is null and ${unfiled} then ${form(false, false)}
  when c.grading is null then ${form(true, false)}
  when ${unfiled} then ${form(false, true)}
  else ${form(true, true)} end`;

export interface CollectionCards {
  /** The signed-in user's session state (undefined: no such user), for the route's check. */
  session: SessionState | undefined;
  /** The collection is the user's. */
  owned: boolean;
  /** Its cards oldest first, as `listCards(…).map(toCard)` answers them. */
  cards: Card[];
}

/**
 * One collection's cards in one query, built by the database as one JSON value: the driver then
 * parses a single value instead of a row per card (most of a list's time on PGlite); the user's
 * session state and the collection's ownership come in the same round trip. `collectionId` null (not
 * a server id) finds nothing.
 */
export async function collectionCards(
  db: DbOrTx,
  userId: string,
  collectionId: string | null,
): Promise<CollectionCards> {
  const [row] = await rawRows<SessionState & { owned: boolean; cards: Card[] | string }>(
    db,
    sql`select ${sessionStateColumns},
      exists (select 1 from collections where user_id = u.id and id = ${collectionId}) as owned,
      (select coalesce(json_agg(${cardObject} order by c.created_at, c.id), '[]'::json)
         from cards c where c.user_id = u.id and c.collection_id = ${collectionId}) as cards
      from users u where u.id = ${userId}`,
  );
  if (!row) return { session: undefined, owned: false, cards: [] };
  const { owned, cards, ...session } = row;
  // node-postgres parses json itself; PGlite's `execute` may hand the text over.
  const list = typeof cards === 'string' ? (JSON.parse(cards) as Card[]) : cards;
  for (const card of list) {
    card.createdAt = isoMs(card.createdAt);
    card.updatedAt = isoMs(card.updatedAt);
  }
  return { session, owned, cards: list };
}
