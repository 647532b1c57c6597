import { randomUUID } from 'node:crypto';
import type { RouteCase } from './types';

export const accountRows: RouteCase[] = [
  { method: 'GET', route: '/auth/profile', namesRecords: false },
  {
    method: 'PUT',
    route: '/auth/profile',
    body: () => ({ username: 'Renamed' }),
    badBody: { body: { username: '' }, field: 'username' },
    namesRecords: false,
  },
  {
    method: 'PUT',
    route: '/auth/change-password',
    // registerUser's default password.
    body: () => ({ currentPassword: 'correct horse battery', newPassword: 'a brand new password' }),
    badBody: {
      body: { currentPassword: 'correct horse battery', newPassword: 'short' },
      field: 'newPassword',
    },
    namesRecords: false,
  },
  { method: 'DELETE', route: '/auth/deactivate', namesRecords: false },
];

export const collectionRows: RouteCase[] = [
  { method: 'GET', route: '/collections', namesRecords: false },
  {
    method: 'GET',
    route: '/collections/search',
    path: () => '/collections/search?q=seed',
    badQuery: { query: `q=${'x'.repeat(201)}`, field: 'q' },
    namesRecords: false,
  },
  {
    method: 'GET',
    route: '/collections/:id',
    path: (ids) => `/collections/${ids.collectionId}`,
    namesRecords: true,
  },
  {
    method: 'GET',
    route: '/collections/:id/stats',
    path: (ids) => `/collections/${ids.collectionId}/stats`,
    namesRecords: true,
  },
  {
    method: 'POST',
    route: '/collections',
    body: () => ({ name: 'Another', description: 'More cards' }),
    status: 201,
    badBody: { body: { name: '' }, field: 'name' },
    namesRecords: false,
  },
  {
    method: 'POST',
    route: '/collections/default',
    // The seeded user already has a default collection: it is answered, none is made.
    body: () => ({ name: 'Default Collection', description: 'Your main MTG collection' }),
    badBody: { body: { name: '' }, field: 'name' },
    namesRecords: false,
  },
  {
    method: 'PUT',
    route: '/collections/:id',
    path: (ids) => `/collections/${ids.collectionId}`,
    body: () => ({ name: 'Renamed' }),
    badBody: { body: { name: '   ' }, field: 'name' },
    namesRecords: true,
  },
  {
    method: 'PUT',
    route: '/collections/:id/set-default',
    path: (ids) => `/collections/${ids.collectionId}/set-default`,
    namesRecords: true,
  },
  {
    method: 'DELETE',
    route: '/collections/:id',
    path: (ids) => `/collections/${ids.collectionId}`,
    namesRecords: true,
  },
];

export const syncRows: RouteCase[] = [
  {
    method: 'GET',
    route: '/sync/changes',
    path: () => '/sync/changes?since=0&limit=50',
    badQuery: { query: 'since=-1', field: 'since' },
    namesRecords: false,
  },
  {
    method: 'POST',
    route: '/sync/push',
    body: (ids) => ({
      mutations: [
        {
          mutationId: randomUUID(),
          method: 'PUT',
          path: `/collections/${ids.collectionId}`,
          body: { name: 'Pushed' },
        },
      ],
    }),
    badBody: { body: { mutations: [] }, field: 'mutations' },
    namesRecords: false,
  },
];
