import type { CardfolioDatabase } from '../database';

/** One flush at a time per user database, across tabs and the service worker (Web Locks). */
export const syncLockName = (db: CardfolioDatabase) => `cardfolio-sync:${db.name}`;
