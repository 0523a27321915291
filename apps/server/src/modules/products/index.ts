import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { createProductsRepository } from './repository';
import { productsRoutes } from './routes';
import { createProductsService, type ProductsService } from './service';

export async function registerProductsModule(app: FastifyInstance, db: Database): Promise<ProductsService> {
  const service = createProductsService(createProductsRepository(db));
  await app.register(productsRoutes, { prefix: '/api/products', service });
  return service;
}

/**
 * For the cart and the orders (issue 15): a book's product names and the pricing the one price
 * function (bookPriceCents) takes; undefined when the catalogue has no price for the pair.
 */
export function productsForOrders(db: Database) {
  const repository = createProductsRepository(db);
  return {
    async productOf(formatId: number, paperId: number, tx?: Executor) {
      const row = await repository.findProduct(formatId, paperId, tx);
      if (!row) return undefined;
      const { format, paper, price } = row;
      return {
        formatName: `${format.description} (${format.measurement})`,
        paperName: paper.description,
        pricing: { minPages: paper.minPages, maxPages: paper.maxPages, stepPages: paper.stepPages, basePriceCents: price.basePriceCents, stepPriceCents: price.stepPriceCents },
      };
    },
  };
}

export type ProductsForOrders = ReturnType<typeof productsForOrders>;
