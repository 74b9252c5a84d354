import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

// Prisma's CLI downloads a native schema engine unless it runs with the JS engine, and
// `generate` wants a DATABASE_URL even though it never connects, so a harmless fallback keeps
// it offline. Migrations are applied at start by the API's own migrator
// (apps/api/src/lib/migrator.ts) from the same prisma/migrations folder; this config serves
// `prisma generate`, `prisma validate` and `prisma migrate diff` (see README → Database).
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/prisma_generate_only';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
});
