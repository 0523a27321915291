import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { DesignBackground, DesignTypography } from '@eb/catalogue/data';

export const formats = pgTable('formats', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  measurement: text('measurement').notNull(),
  details: text('details').notNull(),
  trimWidthMm: integer('trim_width_mm').notNull(),
  trimHeightMm: integer('trim_height_mm').notNull(),
  allowedFinishes: smallint('allowed_finishes').array().notNull(),
  imageSrc: text('image_src').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull(),
});

export const papers = pgTable('papers', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  details: text('details').notNull(),
  sortOrder: integer('sort_order').notNull(),
  minPages: integer('min_pages').notNull(),
  maxPages: integer('max_pages').notNull(),
  stepPages: integer('step_pages').notNull(),
  coverFinishes: smallint('cover_finishes').array().notNull(),
  pagesFinishes: smallint('pages_finishes').array().notNull(),
  finishesLinked: boolean('finishes_linked').notNull(),
  defaultCover: smallint('default_cover').notNull(),
  defaultPages: smallint('default_pages').notNull(),
  imageSrc: text('image_src').notNull(),
});

/** A paper is offered in a format exactly when it has a price there. */
export const paperPrices = pgTable(
  'paper_prices',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id),
    formatId: integer('format_id')
      .notNull()
      .references(() => formats.id),
    basePriceCents: integer('base_price_cents').notNull(),
    stepPriceCents: integer('step_price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paperId, table.formatId] })],
);

export const designs = pgTable('designs', {
  themeId: integer('theme_id').primaryKey(),
  key: text('key').notNull().unique(),
  description: text('description').notNull(),
  details: text('details').notNull(),
  groups: text('groups').array().notNull(),
  imageSrc: text('image_src').notNull(),
  spreadSrc: text('spread_src').notNull(),
  typography: jsonb('typography').$type<DesignTypography>().notNull(),
  backgrounds: jsonb('backgrounds').$type<DesignBackground[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

export const designFormats = pgTable(
  'design_formats',
  {
    themeId: integer('theme_id')
      .notNull()
      .references(() => designs.themeId),
    formatId: integer('format_id')
      .notNull()
      .references(() => formats.id),
  },
  (table) => [primaryKey({ columns: [table.themeId, table.formatId] })],
);
