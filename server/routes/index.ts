import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../auth/accountRoutes';
import { sessionRoutes } from '../auth/sessionRoutes';
import { twoFactorRoutes } from '../auth/twoFactorRoutes';
import { cardRoutes } from '../cards/routes';
import { catalogueRoutes } from '../catalogue/routes';
import { collectionRoutes } from '../collections/routes';
import { financeRoutes } from '../finance/routes';
import { marketPriceRoutes } from '../marketPrices/routes';
import { sealedDefinitionRoutes } from '../sealed/definitionRoutes';
import { sealedProductRoutes } from '../sealed/productRoutes';
import { pushBatchRoutes } from '../sync/pushBatch';
import { syncRoutes } from '../sync/routes';
import { transactionRoutes } from '../transactions/routes';
import { configRoutes } from './config';
import { healthRoutes } from './health';

/** Route modules reachable without a token. */
export const publicRouteModules: FastifyPluginAsync[] = [healthRoutes, configRoutes, sessionRoutes];

/**
 * Route modules of the signed-in user: each is registered behind `authenticate`, so its handlers
 * always have `request.userId`. A new area adds its module here.
 */
export const userRouteModules: FastifyPluginAsync[] = [
  accountRoutes,
  twoFactorRoutes,
  collectionRoutes,
  cardRoutes,
  sealedDefinitionRoutes,
  sealedProductRoutes,
  marketPriceRoutes,
  financeRoutes,
  transactionRoutes,
  syncRoutes,
  pushBatchRoutes,
  catalogueRoutes,
];
