import { RESERVATION_MINUTES, type Checkout, type PostalAddress, type ReservationRequest, type ShippingCountry } from '@eb/api-contract';
import type { Database, Executor } from '../../db/client';
import { hasSqlState, isTransactionConflict, SQLSTATE } from '../../lib/sql-state';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { BooksForCart } from '../books';
import type { ProductsForOrders } from '../products';
import { customerIdsOf } from '../shipping-addresses';
import type { ShippingAddressRow } from '../shipping-addresses/schema';
import type { AccountFacts } from '../users/account-facts';
import type { BookActor } from '../users/account-service';
import type { CartCompany, CartForOrders, CartShippingAddress, ReservationForOrder } from './cart-for-orders';
import { cartErrors } from './cart-errors';
import { cartLinesOf } from './cart-lines';
import type { CartRepository } from './repository';
import type { ReservationRow } from './schema';

export interface CartDeps {
  db: Database;
  repository: CartRepository;
  books: BooksForCart;
  products: ProductsForOrders;
  /** The users module's: the order's e-mail and whether the person may order (registered, e-mail confirmed). */
  ordererOf: (userId: string, tx?: Executor) => Promise<{ email: string | null; mayOrderBooks: boolean }>;
  accountFacts: (userId: string, tx?: Executor) => Promise<AccountFacts | undefined>;
  /** Whose books the person sees (own, or the company's in its view). */
  actorOf: (userId: string, known?: AccountFacts) => Promise<BookActor>;
  /** The users module's: a company's name and country. */
  companyCountry: (companyId: string, tx?: Executor) => Promise<CartCompany | undefined>;
  /** The shipping addresses module's: one address of that company (undefined for any other). */
  findShippingAddress: (id: number, companyId: string, tx?: Executor) => Promise<ShippingAddressRow | undefined>;
  /** The orders module's: the billing address of the person's (private) or the company's newest order. */
  lastBillingAddress: (of: { userId: string; companyId: null } | { companyId: string }) => Promise<PostalAddress | null>;
  now: () => Date;
}

const MINUTE_MS = 60_000;

export function createCartService(deps: CartDeps) {
  const { repository } = deps;

  async function mayOrder(userId: string, tx?: Executor): Promise<{ email: string; facts: AccountFacts }> {
    const orderer = await deps.ordererOf(userId, tx);
    const facts = await deps.accountFacts(userId, tx);
    if (!orderer.mayOrderBooks || !orderer.email || !facts || facts.isTemporary) throw cartErrors.notAllowed();
    return { email: orderer.email, facts };
  }

  /** One of the companies the person works for (the shipping addresses' rule), or 404: another company's id reveals nothing. */
  async function customerCompany(facts: AccountFacts, companyId: string, tx?: Executor): Promise<CartCompany> {
    const company = customerIdsOf(facts).includes(companyId) ? await deps.companyCountry(companyId, tx) : undefined;
    if (!company) throw cartErrors.companyNotFound();
    return { id: company.id, name: company.name, country: company.country };
  }

  /** The company's shipping address as the order copies it; 404 for another company's or a deleted one. */
  async function companyAddress(company: CartCompany, id: number | null, tx?: Executor): Promise<CartShippingAddress> {
    const address = id == null ? undefined : await deps.findShippingAddress(id, company.id, tx);
    if (!address) throw cartErrors.shippingAddressNotFound();
    const { salutation, companyName, firstNames, lastName, street, streetNumber, zipCode, town } = address;
    const country: ShippingCountry = company.country;
    return { id: address.id, name: address.name, salutation, companyName, firstNames, lastName, street, streetNumber, zipCode, town, country };
  }

  /** The caller's reservation (another person's is not found), open and still holding its books. */
  async function usable(userId: string, reservation: ReservationRow | undefined, tx?: Executor): Promise<{ reservation: ReservationRow; bookIds: number[] }> {
    if (!reservation || reservation.userId !== userId) throw cartErrors.reservationNotFound();
    if (reservation.state !== 'open') throw cartErrors.reservationGone();
    // Past its expiry it still counts while nobody took its books (the sweep or another basket frees them).
    const bookIds = await repository.bookIdsOf(reservation.id, tx);
    if (bookIds.length === 0) throw cartErrors.reservationGone();
    return { reservation, bookIds };
  }

  /** Everything the checkout and the order show of a reservation: company, address copy, priced lines. */
  async function contentsOf(facts: AccountFacts, reservation: ReservationRow, bookIds: number[], tx?: Executor): Promise<ReservationForOrder> {
    const company = reservation.companyId ? await customerCompany(facts, reservation.companyId, tx) : null;
    const shippingAddress = company ? await companyAddress(company, reservation.shippingAddressId, tx) : null;
    const byId = new Map((await deps.books.byIds(bookIds, deps.now(), tx)).map((book) => [book.id, book]));
    const books = bookIds.flatMap((id) => byId.get(id) ?? []);
    if (books.length === 0) throw cartErrors.reservationGone();
    return { reservation, company, shippingAddress, lines: await cartLinesOf(books, deps.products, tx) };
  }

  /**
   * At ordering, the basket's books must still be within the caller's reach — own, or of the company the
   * person works for NOW (someone who left it orders none of its books) — and still cart-eligible (a
   * reorder's two years may have ended while the basket was open). Locked, in id order like the reservation.
   */
  async function stillOrderable(userId: string, facts: AccountFacts, bookIds: number[], tx: Executor): Promise<void> {
    const now = deps.now();
    const own = await deps.books.lockedInScope({ userId, companyId: null }, bookIds, now, tx);
    const company = facts.companyId ? await deps.books.lockedInScope({ userId, companyId: facts.companyId }, bookIds, now, tx) : [];
    const reachable = [...own, ...company];
    if (reachable.length !== bookIds.length || reachable.some((book) => !book.cartEligible)) throw cartErrors.staleList();
  }

  /** The company and address of a new basket, checked before anything is written. */
  async function orderedFor(facts: AccountFacts, request: ReservationRequest): Promise<{ companyId: string | null; shippingAddressId: number | null }> {
    if (request.customerRapidId === null) {
      // A private order is delivered to its billing address: no company address belongs to it.
      if (request.shippingAddressId !== 0) throw cartErrors.shippingAddressNotFound();
      return { companyId: null, shippingAddressId: null };
    }
    const company = await customerCompany(facts, request.customerRapidId);
    if (request.shippingAddressId === 0) throw cartErrors.addressRequired();
    const address = await companyAddress(company, request.shippingAddressId);
    return { companyId: company.id, shippingAddressId: address.id };
  }

  const service = {
    /**
     * POST /api/books/reservation: the ticked books into a new basket, in one transaction. The books are
     * read locked, so of two baskets made at once from the same books the second sees the first (or the
     * order placed from it) and answers 409; the unique book id of reservation_books is the last guard.
     */
    async reserve(userId: string, request: ReservationRequest): Promise<{ reservationId: string }> {
      const { facts } = await mayOrder(userId);
      const target = await orderedFor(facts, request);
      const sent = new Map<number, number>();
      for (const { bookPk, state } of request.bookStates) {
        // The same book twice with two different states cannot come from one list.
        if (sent.has(bookPk) && sent.get(bookPk) !== state) throw cartErrors.staleList();
        sent.set(bookPk, state);
      }
      const ids = [...sent.keys()];
      const actor = await deps.actorOf(userId, facts);
      const now = deps.now();
      try {
        return await deps.db.transaction(async (tx) => {
          const books = await deps.books.lockedInScope({ userId: actor.userId, companyId: actor.actingForCompanyId }, ids, now, tx);
          if (books.length !== ids.length) throw cartErrors.bookNotFound();
          for (const book of books) {
            if (book.state !== sent.get(book.id) || !book.cartEligible) throw cartErrors.staleList();
          }
          for (const { reservation } of await repository.holdersOf(ids, tx)) {
            const expired = reservation.expiresAt <= now;
            // Going back and clicking the basket again must not be locked out by one's own older basket.
            if (!expired && reservation.userId !== userId) throw cartErrors.staleList();
            await repository.end(reservation.id, expired ? 'expired' : 'cancelled', tx);
          }
          const created = await repository.insert(
            { userId, ...target, createdAt: now, expiresAt: new Date(now.getTime() + RESERVATION_MINUTES * MINUTE_MS) },
            ids,
            tx,
          );
          return { reservationId: created.id };
        });
      } catch (error) {
        // Another basket got in first after all (or the two waited on each other): the list is out of date.
        if (isUniqueViolation(error, 'reservation_books_book_unique') || isTransactionConflict(error)) throw cartErrors.staleList();
        // The chosen address was deleted in between.
        if (hasSqlState(error, SQLSTATE.foreignKeyViolation)) throw cartErrors.shippingAddressNotFound();
        throw error;
      }
    },

    /** GET /api/books/cancelreservation/{id}: the caller's basket ends and frees its books; again is no error. */
    async cancel(userId: string, reservationId: string): Promise<void> {
      await mayOrder(userId);
      const reservation = await repository.find(reservationId);
      if (!reservation || reservation.userId !== userId) throw cartErrors.reservationNotFound();
      if (reservation.state === 'open') await repository.end(reservation.id, 'cancelled');
    },

    /** GET /api/orders/checkout/{reservationId}: what the checkout page shows. */
    async checkout(userId: string, reservationId: string): Promise<Checkout> {
      const { email, facts } = await mayOrder(userId);
      const { reservation, bookIds } = await usable(userId, await repository.find(reservationId));
      const { company, shippingAddress, lines } = await contentsOf(facts, reservation, bookIds);
      const billingAddressSuggestion = await deps.lastBillingAddress(company ? { companyId: company.id } : { userId, companyId: null });
      return {
        reservationId: reservation.id,
        expiresAt: reservation.expiresAt.toISOString(),
        lines: lines.map(({ documentVersion: _version, ...line }) => line),
        company,
        shippingAddress,
        billingAddressSuggestion,
        deliveryCountries: company ? [company.country] : ['de', 'at'],
        email,
      };
    },
  };

  const forOrders: CartForOrders = {
    async takeForOrder(userId, reservationId, tx) {
      const { facts } = await mayOrder(userId, tx);
      const { reservation, bookIds } = await usable(userId, await repository.lock(reservationId, tx), tx);
      await stillOrderable(userId, facts, bookIds, tx);
      return contentsOf(facts, reservation, bookIds, tx);
    },
    async markOrdered(reservationId, tx) {
      await repository.end(reservationId, 'ordered', tx);
    },
  };

  return { ...service, forOrders };
}

export type CartService = ReturnType<typeof createCartService>;
