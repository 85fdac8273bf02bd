import path from 'node:path';
import type { Config } from '../config.ts';

/** Where the embedded database keeps its files. */
export const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');
