import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the modules' schema files, reviewed, committed, and applied at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/platform/schema.ts'],
  out: './drizzle',
});
