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
    // PostgreSQL, so two files at a time use both cores. (The jsdom suite keeps the default.)
    maxWorkers: 2,
    // Vitest runs projects with different worker counts as separate groups, one after the other, so this one
    // needs its own place in the order (contracts and web stay in the default group 0 and run first).
    sequence: { groupOrder: 1 },
    globalSetup: ['src/testing/global-setup.ts'],
  },
});
