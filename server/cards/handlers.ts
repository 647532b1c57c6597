import { API } from '../../src/domain/api';
import { COLLECTION_NOT_FOUND, findOwnedCollection } from '../collections/queries';
import { StatusError } from '../errors/statusError';
import {
  done,
  type Handler,
  reads,
  readsCheckingSession,
  writes,
  writesInBatches,
} from '../handlers/handler';
import { isServerId } from '../http/validate';
import { toCard } from '../records/serialize';
import { addCards } from './addCards';
import { collectionCards } from './cardsJson';
import { deleteCard, deleteCollectionCards, updateCard } from './mutations';
import { findOwnedCard, listCards, searchCards } from './queries';
import { cardStats } from './stats';

const { cards } = API;

/** Part 2 §7's /cards endpoints, plus GET /cards/{id}. */
export const cardHandlers: Handler[] = [
  reads(cards.list, async (db, userId) => (await listCards(db, userId)).map(toCard)),

  // The busiest read of a device: one query, the user's check included.
  readsCheckingSession(cards.ofCollection, async (db, userId, { params }, guard) => {
    const found = await collectionCards(db, userId, isServerId(params.id) ? params.id : null);
    guard.check(found.session);
    if (!found.owned) throw new StatusError(404, COLLECTION_NOT_FOUND);
    return found.cards;
  }),

  reads(cards.search, async (db, userId, { query }) => {
    if (query.collectionId) await findOwnedCollection(db, userId, query.collectionId);
    return (await searchCards(db, userId, query)).map(toCard);
  }),

  reads(cards.stats, async (db, userId, { query }) => {
    if (query.collectionId) await findOwnedCollection(db, userId, query.collectionId);
    return cardStats(db, userId, query.collectionId);
  }),

  reads(cards.get, async (db, userId, { params }) => toCard(await findOwnedCard(db, userId, params.id))),

  // Creates and add-to-collection share one batch form: a push batch's run of them mixes freely.
  writesInBatches(cards.create, addCards),
  writesInBatches(cards.addIndividual, addCards),
  writesInBatches(cards.addToCollection, addCards),

  writes(cards.update, async (tx, userId, { params, body }) =>
    done(toCard(await updateCard(tx, userId, params.id, body))),
  ),

  writes(cards.delete, async (tx, userId, { params: { id } }) => {
    await deleteCard(tx, userId, id);
    return done({ id });
  }),

  writes(cards.deleteOfCollection, async (tx, userId, { params: { collectionId } }) => {
    const deletedCount = await deleteCollectionCards(tx, userId, collectionId);
    return done({ collectionId, deletedCount });
  }),
];
