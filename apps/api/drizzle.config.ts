import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the table files (`npm run db:generate -w @autohub/api`),
// committed, and applied by the api at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
  strict: true,
});
