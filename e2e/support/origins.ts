const port = process.env.E2E_PORT ?? '3100';

/** The app as the journeys open it (playwright.config.ts's baseURL), for what runs outside a test's own page. */
export const APP_URL = `http://localhost:${port}`;

/**
 * The same server seen from a brand portal origin (spec: the brand portal is any origin containing "brand").
 * Chromium resolves every *.localhost name to this machine by itself.
 */
export const BRAND_PORTAL_URL = `http://brand.localhost:${port}`;

/**
 * A store stand-in a journey starts itself (a CS-Cart store to connect) listens here; the server is started naming
 * this origin, and only this one, as a local store it may call (STORE_PRIVATE_ORIGINS, scripts/start-server.mjs).
 */
export const JOURNEY_STORE_PORT = Number(port) + 7;

/**
 * The demo's Salla stand-in (in the server's process, scripts/start-server.mjs DEMO_SALLA_PORT): a journey asks it to
 * have a store install the app (`POST /_stand-in/installs`), and it posts the signed Easy Mode webhook to the server.
 */
export const DEMO_SALLA_URL = `http://127.0.0.1:${Number(port) + 8}`;
