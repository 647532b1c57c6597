import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../auth/accountRoutes';
import { sessionRoutes } from '../auth/sessionRoutes';
import { twoFactorRoutes } from '../auth/twoFactorRoutes';
import { catalogueRoutes } from '../catalogue/routes';
import { shareRoutes } from '../sharing/routes';
import { pushBatchRoutes } from '../sync/pushBatch';
import { configRoutes } from './config';
import { dataRoutes } from './dataHandlers';
import { healthRoutes } from './health';

/** Route modules reachable without a token. */
export const publicRouteModules: FastifyPluginAsync[] = [healthRoutes, configRoutes, sessionRoutes];

/**
 * Route modules of the signed-in user: each is registered behind `authenticate`, so its handlers
 * always have `request.userId`. Data areas add their handlers to `dataHandlers` instead.
 */
export const userRouteModules: FastifyPluginAsync[] = [
  accountRoutes,
  twoFactorRoutes,
  dataRoutes,
  pushBatchRoutes,
  catalogueRoutes,
  shareRoutes,
];
