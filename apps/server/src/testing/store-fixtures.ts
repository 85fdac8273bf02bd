import { readFileSync } from 'node:fs';

/**
 * The documented store responses kept in the repository (`integrations/{salla,cs-cart}/fixtures/`, each with its
 * source in the README there). Adapter tests parse them as they are; the stand-ins build every answer from them, so
 * that no field a document does not show can appear.
 */
export function readFixture<T = unknown>(platform: 'salla' | 'cs-cart', file: string): T {
  return JSON.parse(
    readFileSync(new URL(`../integrations/${platform}/fixtures/${file}`, import.meta.url), 'utf8'),
  ) as T;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Every path of a JSON value, with array items as `[]` and numeric object keys (CS-Cart's item ids) as `{}`:
 * `products.{}.extra.product`. Tests compare a stand-in's answers with the documents' by these.
 */
function shapeOf(value: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${path}[]`);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node as Record<string, Json>)) {
        const name = `${path}${path ? '.' : ''}${/^\d+$/.test(key) ? '{}' : key}`;
        paths.add(name);
        walk(child, name);
      }
    }
  };
  walk(value, prefix);
  return paths;
}

/** The paths of `value` that `documented` does not have. */
export function undocumentedPaths(value: unknown, ...documented: unknown[]): string[] {
  const known = new Set(documented.flatMap((document) => [...shapeOf(document)]));
  return [...shapeOf(value)].filter((path) => !known.has(path));
}
