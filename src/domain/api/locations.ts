import { z } from 'zod';
import { FileCopies, Location, LocationDelete, LocationInput, LocationUpdate } from '../locations/schema';
import { Card } from '../schemas/card';
import { DeletedId } from './common';
import { endpoint } from './endpoint';

const ALL = ['locations'] as const;

/** Issue 25's /locations routes: where the copies are kept. */
export const locationEndpoints = {
  list: endpoint({ method: 'GET', path: '/locations', answer: z.array(Location), touches: ALL }),
  get: endpoint({ method: 'GET', path: '/locations/:id', answer: Location, touches: ALL }),
  create: endpoint({
    method: 'POST',
    path: '/locations',
    body: LocationInput,
    answer: Location,
    touches: ALL,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/locations/:id',
    body: LocationUpdate,
    partialBody: true,
    answer: Location,
    touches: ALL,
  }),
  /** Moves its copies to `moveTo` (page and slot cleared) or to "Unfiled", then deletes it. */
  delete: endpoint({
    method: 'DELETE',
    path: '/locations/:id',
    body: LocationDelete,
    optionalBody: true,
    answer: DeletedId,
    touches: ['locations', 'cards'],
  }),
  /** Move to… and the binder view: files the copies in the location, each at its page and slot. */
  fileCopies: endpoint({
    method: 'POST',
    path: '/locations/:id/file',
    body: FileCopies,
    answer: z.array(Card),
    touches: ['locations', 'cards'],
  }),
};
