import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new migration after a change to server/db/schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
