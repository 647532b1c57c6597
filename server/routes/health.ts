import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ok({ status: 'ok' }));
}
