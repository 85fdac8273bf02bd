// `npm run bench -- <name>`: runs one benchmark (see bench/README.md). None is part of the test suite.
import { benchReports } from './reports.ts';

const BENCHMARKS: Record<string, { about: string; run: () => Promise<void> }> = {
  reports: {
    about: 'agent performance report over one million chat events (goal: under 200 ms); DATABASE_URL for PostgreSQL',
    run: benchReports,
  },
};

const name = process.argv[2];
const chosen = name ? BENCHMARKS[name] : undefined;
if (!chosen) {
  console.info('Usage: npm run bench -- <name>');
  for (const [key, { about }] of Object.entries(BENCHMARKS)) console.info(`  ${key.padEnd(10)} ${about}`);
  process.exitCode = name ? 1 : 0;
} else {
  await chosen.run();
}
