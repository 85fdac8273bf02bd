import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Shared by the bundle tests: what a page's first load reaches through static imports (not `import()`). */
const webSrc = path.resolve(import.meta.dirname, '..');
export const repo = path.resolve(webSrc, '../../..');
const contractsSrc = path.join(repo, 'packages/contracts/src');

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
export function walk(roots: string[], forbidden: RegExp) {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const queue = roots.map((root) => path.join(webSrc, root));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const source of runtimeImports(file)) {
      if (forbidden.test(source)) offenders.push(`${path.relative(repo, file)} imports ${source}`);
      const target = resolve(file, source);
      if (target && /\.tsx?$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return { seen, offenders };
}
