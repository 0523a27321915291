import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createProductsRepository } from './repository';
import { productsRoutes } from './routes';
import { createProductsService, type ProductsService } from './service';

export async function registerProductsModule(app: FastifyInstance, db: Database): Promise<ProductsService> {
  const service = createProductsService(createProductsRepository(db));
  await app.register(productsRoutes, { prefix: '/api/products', service });
  return service;
}
