import { defineConfig } from 'vitest/config';

// One runner for the whole repository; `--project server` runs the server suite alone (CI runs it twice:
// on PGlite, then on PostgreSQL + Redis).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
