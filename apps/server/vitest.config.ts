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
    // Vitest's default on a 2-core machine (CI's) is one worker; these tests wait on PGlite's WebAssembly or on
    // PostgreSQL, so two files at a time use both cores (the web and contracts projects take two as well).
    maxWorkers: 2,
    // After the web and contracts projects (the default group 0), not interleaved with them: each file here opens a
    // database, and the web's jsdom screens are timed out at 20 s.
    sequence: { groupOrder: 1 },
    globalSetup: ['src/testing/global-setup.ts'],
  },
});
