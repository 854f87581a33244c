import { defineConfig } from 'drizzle-kit';

// Generating migrations needs no database; applying them happens in the server (src/db/migrate.ts)
// or with `npm run db:migrate`, which take the DATA_DIR lock first.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
