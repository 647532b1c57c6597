import { z } from 'zod';
import {
  SealedDefinition,
  SealedDefinitionBulkRestore,
  SealedDefinitionInput,
  SealedDefinitionUpdate,
  SealedProduct,
  SealedProductBulkRestore,
  SealedProductInput,
  SealedProductUpdate,
  SealedSearchQuery,
} from '../schemas/sealed';
import { BULK_RESTORE_BODY_LIMIT, CollectionQuery, DeletedFromCollection, DeletedId } from './common';
import { endpoint } from './endpoint';

const DEFINITIONS = ['sealedDefinitions'] as const;
/** Instances are answered with their definition's fields joined in. */
const PRODUCTS = ['sealedProducts', 'sealedDefinitions'] as const;

/** Part 2 §7's /sealed-products/definitions routes. */
export const sealedDefinitionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sealed-products/definitions',
    answer: z.array(SealedDefinition),
    touches: DEFINITIONS,
  }),
  get: endpoint({
    method: 'GET',
    path: '/sealed-products/definitions/:id',
    answer: SealedDefinition,
    touches: DEFINITIONS,
  }),
  create: endpoint({
    method: 'POST',
    path: '/sealed-products/definitions',
    body: SealedDefinitionInput,
    answer: SealedDefinition,
    touches: DEFINITIONS,
  }),
  bulkRestore: endpoint({
    method: 'POST',
    path: '/sealed-products/definitions/bulk-restore',
    body: SealedDefinitionBulkRestore,
    answer: z.object({ restoredCount: z.number().int(), skippedCount: z.number().int() }),
    bodyLimit: BULK_RESTORE_BODY_LIMIT,
    touches: DEFINITIONS,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/sealed-products/definitions/:id',
    body: SealedDefinitionUpdate,
    partialBody: true,
    answer: SealedDefinition,
    touches: PRODUCTS,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/sealed-products/definitions/:id',
    answer: DeletedId,
    touches: DEFINITIONS,
  }),
};

/** Part 2 §7's /sealed-products instance routes. */
export const sealedProductEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sealed-products',
    answer: z.array(SealedProduct),
    touches: PRODUCTS,
  }),
  ofCollection: endpoint({
    method: 'GET',
    path: '/sealed-products/collections/:collectionId',
    answer: z.array(SealedProduct),
    touches: PRODUCTS,
  }),
  search: endpoint({
    method: 'GET',
    path: '/sealed-products/search',
    query: SealedSearchQuery.extend(CollectionQuery.shape),
    answer: z.array(SealedProduct),
    touches: PRODUCTS,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/sealed-products/stats',
    query: CollectionQuery,
    touches: PRODUCTS,
  }),
  get: endpoint({ method: 'GET', path: '/sealed-products/:id', answer: SealedProduct, touches: PRODUCTS }),
  create: endpoint({
    method: 'POST',
    path: '/sealed-products',
    body: SealedProductInput,
    answer: SealedProduct,
    touches: PRODUCTS,
  }),
  bulkRestore: endpoint({
    method: 'POST',
    path: '/sealed-products/bulk-restore',
    body: SealedProductBulkRestore,
    answer: z.object({ restoredCount: z.number().int() }),
    bodyLimit: BULK_RESTORE_BODY_LIMIT,
    touches: PRODUCTS,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/sealed-products/:id',
    body: SealedProductUpdate,
    partialBody: true,
    answer: SealedProduct,
    touches: PRODUCTS,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/sealed-products/:id',
    answer: DeletedId,
    touches: ['sealedProducts'],
  }),
  deleteOfCollection: endpoint({
    method: 'DELETE',
    path: '/sealed-products/collection/:collectionId',
    answer: DeletedFromCollection,
    touches: ['sealedProducts'],
  }),
};
