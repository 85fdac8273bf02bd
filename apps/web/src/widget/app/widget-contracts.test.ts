import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const widgetDir = path.resolve(import.meta.dirname, '..');
const contractsDir = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-data|render-widget/.test(name) ? [full] : [];
  });

/** Every import of a file: its source and whether only types come from it. */
function importsOf(file: string) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(type\s+)?([^'"]*?)\s*from\s+'([^']+)'/gms)].map((match) => ({
    source: match[3]!,
    typeOnly: Boolean(match[1]),
    file: path.relative(widgetDir, file),
  }));
}

/** Every package a contracts file brings along as a value, through its own relative value imports too. */
function valueImportsFrom(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const sources = [...text.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
  return sources.flatMap((source) =>
    source.startsWith('.') ? valueImportsFrom(path.resolve(path.dirname(file), source), seen) : [source],
  );
}

describe('the widget page stays small and separate', () => {
  const imports = sources(widgetDir).flatMap(importsOf);

  it('reads the contracts’ schemas for types only: a value from a schema file would bring Zod along', () => {
    // These contract files hold no schema and import none (checked below): their values may be used.
    const zodFree = ['errors', 'message-attachments', 'message-limits', 'socket-path', 'upload-rules'];
    const runtime = imports.filter(
      (item) =>
        item.source.startsWith('@tawasul/contracts/') &&
        !item.typeOnly &&
        !zodFree.includes(item.source.slice('@tawasul/contracts/'.length)),
    );
    expect(runtime).toEqual([]);
    for (const name of zodFree)
      expect(valueImportsFrom(path.join(contractsDir, `${name}.ts`)), name).not.toContain('zod');
    expect(imports.filter((item) => item.source === 'zod')).toEqual([]);
  });

  it('uses none of the back office’s libraries or features', () => {
    const forbidden = imports.filter(
      (item) =>
        /^(react-router|mantine-datatable|@tiptap|@mantine\/tiptap|@hello-pangea|@mantine\/form|@mantine\/modals|@mantine\/dropzone|@tabler\/icons-react)/.test(
          item.source,
        ) || item.source.includes('/features/'),
    );
    expect(forbidden).toEqual([]);
  });
});
