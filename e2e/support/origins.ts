const port = process.env.E2E_PORT ?? '3100';

/** The app as the journeys open it (playwright.config.ts's baseURL), for what runs outside a test's own page. */
export const APP_URL = `http://localhost:${port}`;

/**
 * The same server seen from a brand portal origin (spec: the brand portal is any origin containing "brand").
 * Chromium resolves every *.localhost name to this machine by itself.
 */
export const BRAND_PORTAL_URL = `http://brand.localhost:${port}`;
