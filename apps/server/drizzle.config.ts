import { defineConfig } from 'drizzle-kit';

// Tables live beside the feature that owns them; drizzle-kit writes SQL migrations into drizzle/.
// Generated files are read, committed and never edited after they land.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/features/*/*.table.ts',
    './apps/server/src/lib/*/*.table.ts',
    './apps/server/src/integrations/*/*.table.ts',
  ],
  out: './apps/server/drizzle',
  entities: { roles: { provider: '', exclude: [], include: [] } },
});
