import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { ok } from '../http/envelope';
import { route } from '../http/route';

export async function healthRoutes(app: FastifyInstance) {
  route(app, API.public.health, async () => ok({ status: 'ok' }));
}
