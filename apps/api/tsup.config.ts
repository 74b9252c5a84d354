import { defineConfig } from 'tsup';

// Bundles the server with the workspace contracts, the generated Prisma client and the seed;
// npm packages stay external and load from node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: ['@vizyt/contracts'],
});
