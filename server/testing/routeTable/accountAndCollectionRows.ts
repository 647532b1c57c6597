import { randomUUID } from 'node:crypto';
import { API, pathOf } from '../../../src/domain/api';
import { totpCodeAt } from '../../auth/twoFactor';
import { type RouteCase, routeCase, type SeedIds } from './types';

const { account, collections, sync } = API;

const ROUTE_TABLE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const theCollection = (ids: SeedIds) => ({ id: ids.collectionId });

export const accountRows: RouteCase[] = [
  routeCase(account.profile, { namesRecords: false }),
  routeCase(account.updateProfile, {
    body: () => ({ username: 'Renamed' }),
    badBody: { body: { username: '' }, field: 'username' },
    namesRecords: false,
  }),
  routeCase(account.changePassword, {
    // registerUser's default password.
    body: () => ({ currentPassword: 'correct horse battery', newPassword: 'a brand new password' }),
    badBody: {
      body: { currentPassword: 'correct horse battery', newPassword: 'short' },
      field: 'newPassword',
    },
    namesRecords: false,
  }),
  routeCase(account.twoFactorStatus, { namesRecords: false }),
  routeCase(account.enableTwoFactor, {
    body: () => ({ secret: ROUTE_TABLE_TOTP_SECRET, code: totpCodeAt(ROUTE_TABLE_TOTP_SECRET) }),
    badBody: { body: { secret: 'too short', code: '123456' }, field: 'secret' },
    namesRecords: false,
  }),
  // Two-factor is off for the seeded user, so disabling answers success without checking the code.
  routeCase(account.disableTwoFactor, {
    body: () => ({ code: '123456' }),
    badBody: { body: { code: '' }, field: 'code' },
    namesRecords: false,
  }),
  routeCase(account.deactivate, {
    body: () => ({ password: 'correct horse battery' }),
    badBody: { body: { password: '' }, field: 'password' },
    namesRecords: false,
  }),
];

export const collectionRows: RouteCase[] = [
  routeCase(collections.list, { namesRecords: false }),
  routeCase(collections.search, {
    query: () => ({ q: 'seed' }),
    badQuery: { query: `q=${'x'.repeat(201)}`, field: 'q' },
    namesRecords: false,
  }),
  routeCase(collections.get, { params: theCollection, namesRecords: true }),
  routeCase(collections.stats, { params: theCollection, namesRecords: true }),
  routeCase(collections.create, {
    body: () => ({ name: 'Another', description: 'More cards' }),
    status: 201,
    badBody: { body: { name: '' }, field: 'name' },
    namesRecords: false,
  }),
  routeCase(collections.ensureDefault, {
    // The seeded user already has a default collection: it is answered, none is made.
    body: () => ({ name: 'Default Collection', description: 'Your main MTG collection' }),
    badBody: { body: { name: '' }, field: 'name' },
    namesRecords: false,
  }),
  routeCase(collections.update, {
    params: theCollection,
    body: () => ({ name: 'Renamed' }),
    badBody: { body: { name: '   ' }, field: 'name' },
    namesRecords: true,
  }),
  routeCase(collections.setDefault, { params: theCollection, namesRecords: true }),
  routeCase(collections.delete, { params: theCollection, namesRecords: true }),
  routeCase(collections.restore, {
    body: (ids) => ({
      marketPrices: [
        {
          id: `temp-${randomUUID()}`,
          collectionId: ids.collectionId,
          productType: 'card',
          productKey: 'Lightning Bolt|M10|Near Mint',
          marketPrice: 2.5,
          notes: '',
          condition: null,
          foil: null,
          lastUpdated: new Date().toISOString(),
        },
      ],
    }),
    badBody: { body: { cards: 'many' }, field: 'cards' },
    namesRecords: true,
  }),
];

export const syncRows: RouteCase[] = [
  routeCase(sync.changes, {
    query: () => ({ since: 0, limit: 50 }),
    badQuery: { query: 'since=-1', field: 'since' },
    namesRecords: false,
  }),
  routeCase(sync.push, {
    body: (ids) => ({
      mutations: [
        {
          mutationId: randomUUID(),
          method: collections.update.method,
          path: pathOf(collections.update, { id: ids.collectionId }),
          body: { name: 'Pushed' },
        },
      ],
    }),
    badBody: { body: { mutations: [] }, field: 'mutations' },
    namesRecords: false,
  }),
];
