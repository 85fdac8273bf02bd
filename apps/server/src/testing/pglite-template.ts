import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** A digest of the migrations: templates are named after it, so a new or changed migration makes new ones. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(name.name).update(readFileSync(full));
    }
  };
  walk(migrations);
  return hash.digest('hex').slice(0, 16);
}

const templatePath = () => path.join(tmpdir(), `tawasul-pglite-template-${migrationsHash()}.tar`);

/**
 * A dump of a new, migrated PGlite data folder. A new in-memory PGlite runs initdb (5–10 s of WebAssembly); loading
 * this dump takes under 2 s, which is most of the server suite's time on PGlite. Made once per set of migrations.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = templatePath();
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.dump!();
    await database.close();
    // Written aside, then renamed: a reader never sees half a file, even with several workers making it at once.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
