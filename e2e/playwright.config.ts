import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Journeys run on Debian's Chromium (never a downloaded browser) against the real server on a fresh embedded
 * database with the demo data, exactly as `npm start` serves it.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two workers, each with a headless Chromium, and the server on one embedded database share CI's two cores: the
  // load stays at 10–14 for the whole run, and a screen that takes a second on a quiet machine can take over ten.
  // The limits are for a stuck journey, not a speed check (speed is the bench's): room for a busy machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: 'playwright-report' }] as const]),
  ],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's page snapshot: a worker's CPU the busy CI machine needs more, and CI keeps only
    // its printed output. The failure's screenshot and page snapshot (error-context.md) are still written.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The test stores (store.test, other.test) are pages the browser treats as public, and the product runs on
        // loopback here; newer Chromium refuses a public page's request to loopback (Local Network Access). In the
        // real world both the store and Tawasul are public, so the check is off for the journeys only.
        '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start-server.mjs',
    cwd: here,
    url: `${BASE_URL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
