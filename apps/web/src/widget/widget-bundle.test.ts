import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The widget app has a size budget (issue 11; `npm run bench -- bundles` measures it, decision 015): every store's page
// loads it. What it loads before its first view — `main.tsx` and everything it imports statically — carries neither
// Zod nor TanStack Query, which loads with the other views and with a shopper (`app/lazy-queries.ts`). No view of the
// widget uses the app's translator and its texts (the widget has its own, `app/widget-i18n.ts`).
// Like `app/sign-in-bundle.test.ts`, this reads the sources, not a build.

const webSrc = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(webSrc, '../../..');
const contractsSrc = path.join(repo, 'packages/contracts/src');

interface Import {
  source: string;
  dynamic: boolean;
}

/** The modules a file imports for their values (not `import type`), statically and with `import()`. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const statements = text.matchAll(/^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gms);
  for (const [, typeOnly, clause, source] of statements) {
    if (typeOnly) continue;
    // `import { type A, type B } from` brings nothing at run time either.
    const list = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
    if (list?.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
    found.push({ source: source!, dynamic: false });
  }
  for (const [, source] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
    found.push({ source: source!, dynamic: true });
  }
  return found;
}

function resolve(from: string, source: string): string | null {
  if (source.startsWith('.')) return path.resolve(path.dirname(from), source);
  if (source.startsWith('@tawasul/contracts/')) return path.join(contractsSrc, `${source.slice(19)}.ts`);
  return null;
}

/** Every module reached from `main.tsx`, and each import of a package that `forbidden` refuses. */
function walk({ followDynamic, forbidden }: { followDynamic: boolean; forbidden: (item: Import) => boolean }) {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const queue = [path.join(webSrc, 'widget/main.tsx')];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const item of importsOf(file)) {
      if (item.dynamic && !followDynamic) continue;
      if (forbidden(item)) offenders.push(`${path.relative(repo, file)} imports ${item.source}`);
      const target = resolve(file, item.source);
      if (target && /\.tsx?$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return { names: [...seen].map((file) => path.relative(repo, file)), offenders };
}

/** The app's translator and its start-up texts: the back office's and the public site's words. */
const APP_TRANSLATOR = ['apps/web/src/lib/i18n/use-translation.tsx', 'apps/web/src/lib/i18n/i18n.ts'];
const TANSTACK = /^@tanstack\//;
/** Zod is 23 KB of the widget's 120: its first view reads its few replies by hand (issue 22 caught it coming back). */
const ZOD = /^zod(\/.*)?$/;

describe('the widget’s first load', () => {
  const { names, offenders } = walk({
    followDynamic: false,
    forbidden: (item) => TANSTACK.test(item.source) || ZOD.test(item.source),
  });

  it('follows the root, the shell and the home view through the contracts', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'apps/web/src/widget/app/widget-root.tsx',
        'apps/web/src/widget/screens/home-screen.tsx',
        'apps/web/src/widget/app/widget-i18n.ts',
        'packages/contracts/src/errors.ts',
      ]),
    );
    expect(names).not.toContain('apps/web/src/widget/screens/chat-screen.tsx');
  });

  it('imports neither TanStack Query nor Zod, directly or through shared code', () => {
    expect(offenders).toEqual([]);
  });
});

describe('every view of the widget', () => {
  const { names } = walk({ followDynamic: true, forbidden: () => false });

  it('reaches the lazy views and the order card they share with the other surfaces', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'apps/web/src/widget/screens/chat-screen.tsx',
        'apps/web/src/widget/screens/track-order-screen.tsx',
        'apps/web/src/components/orders/order-card-view.tsx',
      ]),
    );
  });

  it('speaks through the widget’s own translator, never the app’s', () => {
    expect(names.filter((name) => APP_TRANSLATOR.includes(name))).toEqual([]);
  });
});
