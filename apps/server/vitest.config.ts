import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database): a few seconds each.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
