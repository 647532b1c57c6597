import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../src/domain/api';
import { alertHandlers } from '../alerts/handlers';
import { cardHandlers } from '../cards/handlers';
import { collectionHandlers } from '../collections/handlers';
import { financeHandlers } from '../finance/handlers';
import { gradingHandlers } from '../grading/handlers';
import type { Handler } from '../handlers/handler';
import { serve } from '../http/serve';
import { locationHandlers } from '../locations/handlers';
import { marketPriceHandlers } from '../marketPrices/handlers';
import { sealedDefinitionHandlers } from '../sealed/definitionHandlers';
import { sealedProductHandlers } from '../sealed/productHandlers';
import { syncChangesHandler } from '../sync/changesHandler';
import { transactionHandlers } from '../transactions/handlers';
import { wantHandlers } from '../wants/handlers';

/** The handler of every data endpoint of the signed-in user. A new area adds its list here. */
export const dataHandlers: readonly Handler[] = [
  ...collectionHandlers,
  ...cardHandlers,
  ...sealedDefinitionHandlers,
  ...sealedProductHandlers,
  ...marketPriceHandlers,
  ...financeHandlers,
  ...transactionHandlers,
  ...locationHandlers,
  ...gradingHandlers,
  ...wantHandlers,
  ...alertHandlers,
  syncChangesHandler,
];

const byEndpoint = new Map(dataHandlers.map((handler) => [handler.endpoint, handler]));

/** The handler of an endpoint, for a push batch's entries. */
export const handlerOf = (endpoint: Endpoint): Handler | undefined => byEndpoint.get(endpoint);

/** Serves every data handler through its route adapter. */
export async function dataRoutes(app: FastifyInstance) {
  for (const handler of dataHandlers) serve(app, handler);
}
