import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createProductsRepository } from './repository';
import { productsRoutes } from './routes';
import { createProductsService } from './service';

export async function registerProductsModule(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(productsRoutes, { prefix: '/api/products', service: createProductsService(createProductsRepository(db)) });
}
