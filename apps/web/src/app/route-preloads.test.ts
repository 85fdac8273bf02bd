import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-preloads.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

const web = path.resolve(import.meta.dirname, '../..');
const lazyImports = ['src/app/routes.tsx', 'src/app/admin-screens.ts'].flatMap((file) =>
  [...readFileSync(path.join(web, file), 'utf8').matchAll(/import\('([^']+)'\)/g)].map((match) =>
    path.relative(web, path.resolve(path.dirname(path.join(web, file)), match[1]!)),
  ),
);

describe('the files a page preloads', () => {
  it('are the modules its routes load lazily, and every public page has them', () => {
    for (const [page, modules] of Object.entries(ROUTE_MODULES))
      for (const module of modules) {
        expect(existsSync(path.join(web, module)), `${page}: ${module}`).toBe(true);
        expect(lazyImports, `${page}: ${module}`).toContain(module);
      }
    expect(Object.keys(ROUTE_MODULES)).toEqual(expect.arrayContaining(Object.keys(PUBLIC_PAGES)));
  });
});
