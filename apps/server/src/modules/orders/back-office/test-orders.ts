import type { PostalAddress } from '@eb/api-contract';
import { reservations } from '../../cart/schema';
import type { TestApp } from '../../../testing/test-app';
import { orderNumberFor } from '../order-numbers';
import { createOrdersRepository, type OrderWithLines } from '../repository';

/** A billing (and delivery) address as a private customer enters it. */
export const ADDRESS: PostalAddress = {
  salutation: 'female',
  companyName: null,
  firstNames: 'Erna',
  lastName: 'Krüger',
  street: 'Lindenweg',
  streetNumber: '3',
  zipCode: '50667',
  town: 'Köln',
  country: 'de',
};

export interface TestLine {
  bookId?: number | null;
  documentVersion?: number;
  title: string;
  quantity?: number;
}

/**
 * An order as placing writes it (status 'received', nothing accepted yet), inserted directly: the back
 * office and the production are tested apart from the basket and checkout.
 */
export async function insertOrder(
  test: TestApp,
  input: { userId: string; email: string; companyId?: string | null; companyName?: string | null; billing?: Partial<PostalAddress>; delivery?: Partial<PostalAddress>; lines: TestLine[]; placedAt?: Date },
): Promise<OrderWithLines> {
  const db = test.database.db;
  const placedAt = input.placedAt ?? new Date();
  const [reservation] = await db.insert(reservations).values({ userId: input.userId, state: 'ordered', expiresAt: new Date(placedAt.getTime() + 3_600_000) }).returning();
  if (!reservation) throw new Error('reservation insert returned nothing');
  const billingAddress = { ...ADDRESS, ...input.billing };
  const lines = input.lines.map((line, index) => ({
    position: index + 1,
    bookId: line.bookId ?? null,
    documentVersion: line.documentVersion ?? 1,
    title: line.title,
    productCode: 'EB-A4-SC',
    formatName: 'A4 quer',
    paperName: 'Fotopapier',
    coverFinish: 'matt' as const,
    pagesFinish: 'glossy' as const,
    pages: 24,
    quantity: line.quantity ?? 1,
    unitPriceCents: 3990,
    lineTotalCents: 3990 * (line.quantity ?? 1),
  }));
  const totalCents = 299 + lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return db.transaction((tx) =>
    createOrdersRepository(db).insert(
      {
        reservationId: reservation.id,
        userId: input.userId,
        companyId: input.companyId ?? null,
        companyName: input.companyName ?? null,
        email: input.email,
        billingAddress,
        deliveryAddress: { ...billingAddress, ...input.delivery },
        country: 'de',
        paymentMethod: 'invoice',
        shippingCents: 299,
        totalCents,
        vatRatePercent: 19,
        vatCents: Math.round((totalCents * 19) / 119),
        placedAt,
      },
      lines,
      (id) => orderNumberFor(id, placedAt),
      tx,
    ),
  );
}
