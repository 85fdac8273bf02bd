import { pgliteTemplate } from './pglite-template.ts';
import { ensurePostgresTemplate } from './test-database.ts';

/** Before any test file: the migrated template every file's database starts from (PGlite or PostgreSQL). */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await ensurePostgresTemplate(url);
  else await pgliteTemplate();
}
