import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The loader brands paste into their stores: a hand-written ES2017 script (`widget-loader.js`), ≤ 3 KB gzipped. */
export const WIDGET_LOADER_FILE = new URL('./widget-loader.js', import.meta.url);

export interface WidgetLoaderAsset {
  source: Buffer;
  gzipped: Buffer;
  /** A weak validator: the plain and gzipped bodies are the same script. */
  etag: string;
}

/** Read once at start-up, gzipped once. */
export function loadWidgetLoader(): WidgetLoaderAsset {
  const source = readFileSync(WIDGET_LOADER_FILE);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 22);
  return { source, gzipped: gzipSync(source, { level: 9 }), etag: `W/"${hash}"` };
}
