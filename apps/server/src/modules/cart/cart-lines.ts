import { bookPriceCents, FINISH, type Finish } from '@eb/catalogue';
import type { Executor } from '../../db/client';
import type { CartBook } from '../books';
import type { ProductsForOrders } from '../products';
import type { CartLine } from './cart-for-orders';
import { cartErrors } from './cart-errors';

const finishName = (finish: Finish) => (finish === FINISH.matt ? 'matt' : 'glossy');

/** What GET editinfo calls the book's product (finalize-book.ts productCodeOf). */
const productCodeOf = (book: Pick<CartBook, 'formatId' | 'paperId'>) => `EB-F${book.formatId}-P${book.paperId}`;

/**
 * The basket's books as the checkout shows and the order copies them, priced by the one price
 * function from today's catalogue. A book the catalogue cannot price (its page count off the paper's
 * grid, its product withdrawn without a price) cannot be ordered: the list is out of date for it.
 */
export async function cartLinesOf(books: readonly CartBook[], products: ProductsForOrders, tx?: Executor): Promise<CartLine[]> {
  const lines: CartLine[] = [];
  // A basket of 50 books has a handful of products: each is read once.
  const known = new Map<string, Awaited<ReturnType<ProductsForOrders['productOf']>>>();
  for (const book of books) {
    const key = productCodeOf(book);
    if (!known.has(key)) known.set(key, await products.productOf(book.formatId, book.paperId, tx));
    const product = known.get(key);
    if (!product) throw cartErrors.staleList();
    let unitPriceCents: number;
    try {
      unitPriceCents = bookPriceCents(product.pricing, book.pages);
    } catch {
      throw cartErrors.staleList();
    }
    lines.push({
      bookPk: book.id,
      title: book.title,
      previewImageUrl: book.previewImageUrl,
      productCode: productCodeOf(book),
      formatName: product.formatName,
      paperName: product.paperName,
      coverFinish: finishName(book.coverFinish),
      pagesFinish: finishName(book.pagesFinish),
      pages: book.pages,
      unitPriceCents,
      documentVersion: book.documentVersion,
    });
  }
  return lines;
}
