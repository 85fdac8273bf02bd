import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { __BUILD_INFO__: JSON.stringify({ id: 'test', timestamp: 0 }) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole screens render in jsdom; on a busy two-core machine one can take several seconds.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files are CPU-bound in jsdom and
    // independent, so two at a time use both cores and halve the suite's time.
    maxWorkers: 2,
  },
});
