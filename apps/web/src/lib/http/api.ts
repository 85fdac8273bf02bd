import { createHttpClient } from './http-client.ts';

/** The app's one client for its own API (same origin; the dev server proxies /api). */
export const api = createHttpClient({ fetch: (url, init) => fetch(url, init) });
