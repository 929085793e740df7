import { defineConfig } from 'drizzle-kit';

// One migration set for both drivers: `npx drizzle-kit generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/infrastructure/db/schema.ts',
  out: './server/infrastructure/db/migrations',
});
