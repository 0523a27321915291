import { defineConfig } from 'drizzle-kit';

// One migration set for PGlite and PostgreSQL: generated SQL is plain PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
