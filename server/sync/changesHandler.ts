import { API } from '../../src/domain/api';
import { reads } from '../handlers/handler';
import { readChanges } from './changeFeed';

/** `GET /sync/changes?since=&limit=`: the pull half of sync (DESIGN.md, Sync protocol). */
export const syncChangesHandler = reads(API.sync.changes, (db, userId, { query: { since, limit } }) =>
  readChanges(db, userId, since, limit),
);
