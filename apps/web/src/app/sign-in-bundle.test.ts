import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo, walk } from '../test/static-imports.ts';

// The sign-in page has a size budget (issue 11; `npm run bench -- bundles` measures it). What it loads before the
// form shows — the start-up bundle, the public layout, the login screen and everything they import statically — stays
// free of Zod and Mantine's form library: the contracts' schemas load with the form's first focus instead. It speaks
// through the app's own translator (no i18next, decision 025) and carries the public pages' texts only: the back
// office's and the account pages' come with their chunks.

const FIRST_PAINT = ['main.tsx', 'app/layouts/public-layout.tsx', 'features/auth/login-screen.tsx'];
const FORBIDDEN = /^(zod|zod\/.*|@mantine\/form)$/;
const NOT_ITS_TEXTS = /^(i18next|react-i18next)$|\/locales\/(en|ar)\/(account|admin|back-office\/.*)\.json$/;

describe('the sign-in page’s first load', () => {
  const { seen, offenders } = walk(FIRST_PAINT, FORBIDDEN);

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

describe('the sign-in page’s texts', () => {
  it('come through the app’s translator, without the back office’s or the account pages’ texts', () => {
    const { seen, offenders } = walk(FIRST_PAINT, NOT_ITS_TEXTS);
    expect([...seen].map((file) => path.relative(repo, file))).toContain('apps/web/src/lib/i18n/translator.ts');
    expect(offenders).toEqual([]);
  });
});
