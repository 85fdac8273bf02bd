import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The sign-in page has a size budget (issue 11; `npm run bench -- bundles` measures it). What it loads before the
// form shows — the start-up bundle, the public layout, the login screen and everything they import statically — stays
// free of Zod and Mantine's form library: the contracts' schemas load with the form's first focus instead.

const webSrc = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(webSrc, '../../..');
const contractsSrc = path.join(repo, 'packages/contracts/src');
const FIRST_PAINT = ['main.tsx', 'app/layouts/public-layout.tsx', 'features/auth/login-screen.tsx'];
const FORBIDDEN = /^(zod|zod\/.*|@mantine\/form)$/;

/** The modules a file imports for their values (not `import type`, not `import()`), with where each import is. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.matchAll(/^(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gms);
  return [...statements]
    .filter(([, , typeOnly, names]) => {
      if (typeOnly) return false;
      // `import { type A, type B } from` brings nothing at run time either.
      const list = /^\{([^}]*)\}$/.exec(names?.trim() ?? '')?.[1];
      return !list || !list.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '));
    })
    .map((match) => match[4]!);
}

function resolve(from: string, source: string): string | null {
  if (source.startsWith('.')) return path.resolve(path.dirname(from), source);
  if (source.startsWith('@tawasul/contracts/')) return path.join(contractsSrc, `${source.slice(19)}.ts`);
  return null;
}

/** Every module reached from the roots through static imports, and which of them import a forbidden package. */
function walk(roots: string[]) {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const queue = roots.map((root) => path.join(webSrc, root));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const source of runtimeImports(file)) {
      if (FORBIDDEN.test(source)) offenders.push(`${path.relative(repo, file)} imports ${source}`);
      const target = resolve(file, source);
      if (target && /\.tsx?$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return { seen, offenders };
}

describe('the sign-in page’s first load', () => {
  const { seen, offenders } = walk(FIRST_PAINT);

  it('follows the start-up, the layout and the screen through the contracts', () => {
    const names = [...seen].map((file) => path.relative(repo, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'apps/web/src/app/start-app.tsx',
        'apps/web/src/lib/session/session-query.ts',
        'packages/contracts/src/route-guard.ts',
      ]),
    );
  });

  it('imports neither Zod nor Mantine’s form library, directly or through the contracts', () => {
    expect(offenders).toEqual([]);
  });
});
