import type { CardfolioDatabase } from '../database';

/** One flush at a time per user database, across tabs and the service worker (Web Locks). */
export const syncLockName = (db: CardfolioDatabase) => `cardfolio-sync:${db.name}`;

/**
 * Held for as long as a tab leads (runs the triggers and the catalogue update): a name of its own, since
 * the service worker's Background Sync takes `syncLockName` for each run and must not wait on a tab.
 */
export const syncLeaderLockName = (db: CardfolioDatabase) => `cardfolio-sync-leader:${db.name}`;

/** The tabs of one user database tell each other the leader's sync status here. */
export const syncStatusChannelName = (db: CardfolioDatabase) => `cardfolio-sync-status:${db.name}`;
