import { defineProject } from 'vitest/config';

// Two workers, as the web project it runs beside (projects of one group must agree on their worker count).
export default defineProject({
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: 2 },
});
