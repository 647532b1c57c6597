import { API } from '../../src/domain/api';
import { findOwnedCollection } from '../collections/queries';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import {
  bulkRestoreSealedProducts,
  createSealedProduct,
  deleteCollectionSealedProducts,
  deleteSealedProduct,
  updateSealedProduct,
} from './productMutations';
import {
  findOwnedSealedProduct,
  inCollection,
  listSealedProducts,
  searchSealedProducts,
} from './productQueries';
import { sealedProductStats } from './productStats';

const { sealedProducts: products } = API;

/** Part 2 §7's /sealed-products instance endpoints; answers carry the definition's fields joined in. */
export const sealedProductHandlers: Handler[] = [
  reads(products.list, (db, userId) => listSealedProducts(db, userId)),

  reads(products.ofCollection, async (db, userId, { params: { collectionId } }) => {
    await findOwnedCollection(db, userId, collectionId);
    return listSealedProducts(db, userId, inCollection(collectionId));
  }),

  reads(products.search, async (db, userId, { query }) => {
    if (query.collectionId) await findOwnedCollection(db, userId, query.collectionId);
    return searchSealedProducts(db, userId, query);
  }),

  reads(products.stats, async (db, userId, { query: { collectionId } }) => {
    if (collectionId) await findOwnedCollection(db, userId, collectionId);
    return sealedProductStats(db, userId, collectionId);
  }),

  reads(products.get, (db, userId, { params }) => findOwnedSealedProduct(db, userId, params.id)),

  writes(products.create, async (tx, userId, { body }) =>
    created(await createSealedProduct(tx, userId, body)),
  ),

  writes(products.bulkRestore, async (tx, userId, { body }) =>
    done(await bulkRestoreSealedProducts(tx, userId, body.definitions)),
  ),

  writes(products.update, async (tx, userId, { params, body }) =>
    done(await updateSealedProduct(tx, userId, params.id, body)),
  ),

  writes(products.delete, async (tx, userId, { params: { id } }) => {
    await deleteSealedProduct(tx, userId, id);
    return done({ id });
  }),

  writes(products.deleteOfCollection, async (tx, userId, { params: { collectionId } }) => {
    const deletedCount = await deleteCollectionSealedProducts(tx, userId, collectionId);
    return done({ collectionId, deletedCount });
  }),
];
