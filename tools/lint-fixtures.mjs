// Proves the import rules bite: plants each kind of forbidden import (as a file that exists only in this check) and
// fails unless ESLint reports it with the expected rule; an allowed import must pass. The web tests' rules too: an
// empty check on a query must be reported, and so must a service that writes a query. Part of `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.dirname(import.meta.dirname);
const web = 'apps/web/src';
const server = 'apps/server/src';

/** [what, planted file, its text, the rule that must fire (null: none may)]. Every import target is a real file. */
const cases = [
  ['cross-feature import', `${web}/features/brands/planted.ts`, `import { x } from '../staff/api/staff-kind.ts';`],
  ['cross-feature re-export', `${web}/features/brands/planted.ts`, `export { x } from '../staff/api/staff-kind.ts';`],
  ['cross-feature export *', `${web}/features/brands/planted.ts`, `export * from '../staff/api/staff-kind.ts';`],
  ['cross-feature dynamic import', `${web}/features/brands/planted.ts`, `void import('../staff/api/staff-kind.ts');`],
  ['lib importing a feature', `${web}/lib/planted.ts`, `import { x } from '../features/staff/api/staff-kind.ts';`],
  ['components importing app', `${web}/components/planted.tsx`, `export { theme } from '../app/theme.ts';`],
  ['feature importing app', `${web}/features/brands/planted.ts`, `void import('../../app/theme.ts');`],
  [
    'widget importing a feature',
    `${web}/widget/planted.ts`,
    `import { x } from '../features/staff/api/staff-kind.ts';`,
  ],
  ['db importing a module', `${server}/db/planted.ts`, `import { x } from '../modules/chats/chats.service.ts';`],
  ['lib importing db', `${server}/lib/planted.ts`, `import { x } from '../db/client.ts';`],
  ['module reaching a repo', `${server}/modules/faqs/planted.ts`, `import { x } from '../chats/chats.repo.ts';`],
  ['plugin reaching a repo', `${server}/plugins/planted.ts`, `export * from '../modules/chats/chats.repo.ts';`],
  ['unresolved import', `${web}/features/brands/planted.ts`, `import { x } from '../nowhere/missing.ts';`],
].map(([what, file, text]) => ({
  what,
  file,
  text,
  rule: what === 'unresolved import' ? 'import-x/no-unresolved' : 'import-x/no-restricted-paths',
}));
cases.push(
  {
    what: 'a module using another through its service',
    file: `${server}/modules/faqs/planted.ts`,
    text: `import type { x } from '../chats/chats.service.ts';`,
    rule: null,
  },
  {
    what: 'a feature using lib',
    file: `${web}/features/brands/planted.ts`,
    text: `import { x } from '../../lib/time/clock.ts';`,
    rule: null,
  },
  {
    what: 'a service writing a query',
    file: `${server}/modules/faqs/planted.service.ts`,
    text: `import { sql } from 'drizzle-orm';\nexport const q = sql\`select 1\`;`,
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    what: 'a service reading a table',
    file: `${server}/modules/faqs/planted.service.ts`,
    text: `import { faqs } from '../../db/schema/faqs.ts';\nexport const t = faqs;`,
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    what: 'a service naming a table type',
    file: `${server}/modules/faqs/planted.service.ts`,
    text: `import type { faqs } from '../../db/schema/faqs.ts';\nexport type T = typeof faqs;`,
    rule: null,
  },
  {
    what: 'a web test asserting nothing beyond its query',
    file: `${web}/features/brands/planted.test.tsx`,
    text: `import { screen } from '@testing-library/react';\nimport { expect } from 'vitest';\nexpect(screen.getByText('Saved')).toBeTruthy();`,
    rule: 'jest-dom/prefer-in-document',
  },
  {
    what: 'a web test asserting presence with queryBy',
    file: `${web}/features/brands/planted.test.tsx`,
    text: `import { screen } from '@testing-library/react';\nimport { expect } from 'vitest';\nexpect(screen.queryByText('Saved')).toBeInTheDocument();`,
    rule: 'testing-library/prefer-presence-queries',
  },
);

const eslint = new ESLint({ cwd: root });
const failures = [];
const check = async ({ what, file, text, rule }, extra = {}) => {
  const [result] = await eslint.lintText(`${text}\n`, { filePath: path.join(root, file), ...extra });
  const plugin = `${rule?.split('/')[0] ?? 'import-x'}/`;
  const watched = (id) => id.startsWith(plugin) || (!rule && id === '@typescript-eslint/no-restricted-imports');
  const fired = result.messages.filter((message) => message.ruleId && watched(message.ruleId)).map((m) => m.ruleId);
  const ok = rule ? fired.includes(rule) : fired.length === 0;
  if (!ok) failures.push(`${what} (${file}): expected ${rule ?? 'no import rule'}, got ${fired.join(', ') || 'none'}`);
};

for (const planted of cases) await check(planted);

// A cycle needs two real files: written beside lib/, linted, removed.
const dir = path.join(root, web, 'lib', 'lint-fixture-cycle');
fs.mkdirSync(dir, { recursive: true });
try {
  fs.writeFileSync(path.join(dir, 'a.ts'), `import { b } from './b.ts';\nexport const a = () => b;\n`);
  fs.writeFileSync(path.join(dir, 'b.ts'), `import { a } from './a.ts';\nexport const b = () => a;\n`);
  await check({
    what: 'an import cycle',
    file: `${web}/lib/lint-fixture-cycle/a.ts`,
    text: fs.readFileSync(path.join(dir, 'a.ts'), 'utf8').trim(),
    rule: 'import-x/no-cycle',
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`The lint rules missed ${failures.length} planted violation(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.info(`Lint rules: ${cases.length + 1} planted cases behaved as expected.`);
