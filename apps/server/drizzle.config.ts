import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these against its cwd; both the root script (`npm run db:generate`) and a
// run from apps/server work because the paths are picked by where this file sits relative to the cwd.
const here = process
  .cwd()
  .replace(/[\\/]+$/, '')
  .endsWith('apps/server')
  ? '.'
  : './apps/server';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}/src/db/schema.ts`,
  out: `${here}/drizzle/migrations`,
  strict: true,
  verbose: true,
});
