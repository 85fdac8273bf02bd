import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The module and feature lists of `docs/style.md` and `docs/architecture.md` name exactly the folders (issue 20). */

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The comma-separated list beside `label` in style.md's layout block, with its continuation lines. */
function layoutList(markdown: string, label: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith(`${label} `));
  if (start < 0) throw new Error(`docs/style.md has no "${label}" line`);
  const first = lines[start]!;
  const column = first.indexOf(first.slice(first.indexOf(label) + label.length).trim());
  const text = [first.slice(column)];
  for (const line of lines.slice(start + 1)) {
    if (line.slice(0, column).trim() !== '' || line.slice(column).trim() === '') break;
    text.push(line.slice(column));
  }
  return text
    .join(' ')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

/** The first column (`name`) of the table that follows the paragraph starting with `lead`. */
function tableAfter(markdown: string, lead: string): string[] {
  const at = markdown.indexOf(lead);
  if (at < 0) throw new Error(`docs/architecture.md has no paragraph "${lead}"`);
  const names: string[] = [];
  let inTable = false;
  for (const line of markdown.slice(at).split('\n')) {
    if (line.startsWith('|')) inTable = true;
    else if (inTable) break;
    const name = /^\| `([^`]+)` \|/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names.sort();
}

const differences = (documented: string[], actual: string[]) => ({
  missingFromTheDocs: actual.filter((name) => !documented.includes(name)),
  documentedButAbsent: documented.filter((name) => !actual.includes(name)),
});
const none = { missingFromTheDocs: [], documentedButAbsent: [] };

describe('the documented layout is the folders', () => {
  const modules = folders('apps/server/src/modules');
  const features = folders('apps/web/src/features');

  it('lists every server module in docs/style.md and docs/architecture.md, and nothing else', () => {
    expect(differences(layoutList(read('docs/style.md'), 'modules/<domain>/'), modules)).toEqual(none);
    expect(differences(tableAfter(read('docs/architecture.md'), '`apps/server/src/modules/` has'), modules)).toEqual(
      none,
    );
  });

  it('lists every web feature in docs/style.md and docs/architecture.md, and nothing else', () => {
    expect(differences(layoutList(read('docs/style.md'), 'features/<domain>/'), features)).toEqual(none);
    expect(differences(tableAfter(read('docs/architecture.md'), '`apps/web/src/features/` has'), features)).toEqual(
      none,
    );
  });

  it('reads the lists as written (a planted extra and a missing entry are both found)', () => {
    const planted = read('docs/style.md').replace('faqs, health,', 'faq, health, routing,');
    expect(differences(layoutList(planted, 'modules/<domain>/'), modules)).toEqual({
      missingFromTheDocs: ['faqs'],
      documentedButAbsent: ['faq', 'routing'],
    });
  });
});
