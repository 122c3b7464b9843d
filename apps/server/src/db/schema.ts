import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small key/value store for the server's own bookkeeping (for example which seed steps ran, as
 * `seed:<name>` → version). Not for product data.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
