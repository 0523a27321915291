import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../users/schema';

/**
 * A funeral director's company's delivery addresses (SPEC.md section 3 'Shipping address'). The
 * country is the company's (delivery only to the billing country), so it is not stored twice.
 * Orders will copy the address they ship to (ARCHITECTURE.md rule 6): deleting one here never
 * changes an order.
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    salutation: text('salutation', { enum: ['female', 'male'] }).notNull(),
    firstNames: text('first_names').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    zipCode: text('zip_code').notNull(),
    town: text('town').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the orders (next step of issue 15) when an order ships here: the address is no longer "neu". */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('shipping_addresses_company_idx').on(table.companyId, table.id)],
);

export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;
