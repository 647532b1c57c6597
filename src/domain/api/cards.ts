import { z } from 'zod';
import { Card, CardInput, CardUpdate, SingleConditionCardInput } from '../schemas/card';
import { Id } from '../schemas/common';
import { CollectionQuery, DeletedFromCollection, DeletedId, SearchText } from './common';
import { endpoint } from './endpoint';

const CARDS = ['cards'] as const;

export const CardSearchQuery = z.object({
  name: SearchText,
  set: SearchText,
  q: SearchText,
  collectionId: Id.optional(),
});

/** Part 2 §7's /cards routes, plus GET /cards/{id}. */
export const cardEndpoints = {
  list: endpoint({ method: 'GET', path: '/cards', answer: z.array(Card), touches: CARDS }),
  ofCollection: endpoint({
    method: 'GET',
    path: '/collections/:id/cards',
    answer: z.array(Card),
    touches: CARDS,
  }),
  search: endpoint({
    method: 'GET',
    path: '/cards/search',
    query: CardSearchQuery,
    answer: z.array(Card),
    touches: CARDS,
  }),
  stats: endpoint({ method: 'GET', path: '/cards/stats', query: CollectionQuery, touches: CARDS }),
  get: endpoint({ method: 'GET', path: '/cards/:id', answer: Card, touches: CARDS }),
  create: endpoint({ method: 'POST', path: '/cards', body: CardInput, answer: Card, touches: CARDS }),
  /** Always a new card, with one condition entry. */
  addIndividual: endpoint({
    method: 'POST',
    path: '/cards/add-individual',
    body: SingleConditionCardInput,
    answer: Card,
    touches: CARDS,
  }),
  /** Merged into the oldest copy of the same printing (200), else a new card (201). */
  addToCollection: endpoint({
    method: 'POST',
    path: '/cards/add-to-collection',
    body: SingleConditionCardInput,
    answer: Card,
    touches: CARDS,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/cards/:id',
    body: CardUpdate,
    partialBody: true,
    answer: Card,
    touches: CARDS,
  }),
  delete: endpoint({ method: 'DELETE', path: '/cards/:id', answer: DeletedId, touches: CARDS }),
  deleteOfCollection: endpoint({
    method: 'DELETE',
    path: '/cards/collection/:collectionId',
    answer: DeletedFromCollection,
    touches: CARDS,
  }),
};
