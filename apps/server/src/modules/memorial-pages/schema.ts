import { boolean, date, index, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../users/schema';

/** The fields of the deceased whose public visibility the administrator sets one by one. */
export const DECEASED_FIELDS = ['title', 'firstNames', 'lastName', 'nameOfBirth', 'dateOfBirth', 'dateOfDeath', 'placeOfBirth', 'placeOfDeath'] as const;
export type DeceasedField = (typeof DECEASED_FIELDS)[number];

export const memorialPages = pgTable('memorial_pages', {
  id: text('id').primaryKey(),
  title: text('title'),
  firstNames: text('first_names').notNull(),
  lastName: text('last_name').notNull(),
  nameOfBirth: text('name_of_birth'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  dateOfDeath: date('date_of_death', { mode: 'string' }),
  placeOfBirth: text('place_of_birth'),
  placeOfDeath: text('place_of_death'),
  /** Fields shown only to the family and the administrator, never on the public page. */
  hiddenFields: text('hidden_fields').array().$type<DeceasedField[]>().notNull().default([]),
  showPublicPrivateLabels: boolean('show_public_private_labels').notNull().default(false),
  portraitSrc: text('portrait_src'),
  introduction: text('introduction').notNull().default(''),
  /** New candles and condolences wait for the administrator's approval. */
  isModerated: boolean('is_moderated').notNull().default(true),
  administratorUserId: uuid('administrator_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The funeral director's company that looks after the page: families coming from it see its logo. */
  companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memorialAppointments = pgTable(
  'memorial_appointments',
  {
    id: serial('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => memorialPages.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    addressDescription: text('address_description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
  },
  (table) => [index('memorial_appointments_page_idx').on(table.pageId)],
);

/** Candles, condolences and gifts: what visitors leave on a page. */
export const memorialEntries = pgTable(
  'memorial_entries',
  {
    id: serial('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => memorialPages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['candle', 'condolence', 'gift'] }).notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visible: boolean('visible').notNull(),
  },
  (table) => [index('memorial_entries_page_kind_idx').on(table.pageId, table.kind)],
);

export type MemorialEntryKind = (typeof memorialEntries.$inferSelect)['kind'];

/** The pages a user may link to a book: taken over from a page, or administered. */
export const userMemorialPages = pgTable(
  'user_memorial_pages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => memorialPages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.pageId] })],
);

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  text: text('text').notNull().unique(),
  author: text('author'),
  source: text('source').notNull(),
});
