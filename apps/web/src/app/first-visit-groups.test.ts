import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { entriesApartPlugin, planFirstVisitGroups } from '../../vite-plugins/first-visit-groups.ts';

const root = '/web';

/** A built chunk as the bundler describes it: its file, the modules in it, the files it imports statically. */
function chunk(
  fileName: string,
  modules: string[],
  imports: string[] = [],
  kind: { entry?: boolean; lazy?: boolean; name?: string; dynamicImports?: string[] } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: kind.name ?? fileName.replace(/\.js$/, ''),
    moduleIds: modules.map((module) => path.join(root, module)),
    imports,
    dynamicImports: kind.dynamicImports ?? [],
    isEntry: Boolean(kind.entry),
    isDynamicEntry: Boolean(kind.lazy),
    facadeModuleId: kind.entry || kind.lazy ? path.join(root, modules[0]!) : null,
  } as unknown as Rollup.OutputChunk;
}

// The start-up bundle and its library file; two pages (their layout and screens lazy) and a screen reached later; the
// files the bundler cut for each set of screens sharing modules.
const chunks = [
  chunk('index.js', ['index.html', 'src/main.tsx'], ['react.js', 'startup-shared.js'], { entry: true }),
  chunk('react.js', ['node_modules/react/index.js'], [], { name: 'react' }),
  chunk('startup-shared.js', ['src/lib/http.ts']),
  chunk('layout.js', ['src/layout.tsx'], ['shared-ab.js', 'shared-a.js'], { lazy: true }),
  chunk('screen-a.js', ['src/screen-a.tsx'], ['shared-ab.js', 'shared-ab-2.js', 'shared-a.js', 'charts.js'], {
    lazy: true,
  }),
  chunk('screen-b.js', ['src/screen-b.tsx'], ['shared-ab.js', 'shared-ab-2.js', 'shared-b-later.js'], { lazy: true }),
  chunk('screen-later.js', ['src/screen-later.tsx'], ['shared-later.js', 'shared-b-later.js'], { lazy: true }),
  chunk('shared-ab.js', ['src/components/table.tsx', 'src/components/menu.tsx'], ['startup-shared.js']),
  chunk('shared-ab-2.js', ['node_modules/icons/IconX.js']),
  chunk('shared-a.js', ['src/components/chart-card.tsx']),
  chunk('shared-b-later.js', ['src/components/drawer.tsx']),
  chunk('shared-later.js', ['src/components/editor.tsx']),
  chunk('charts.js', ['node_modules/recharts/index.js'], [], { name: 'charts' }),
  // The widget's page, whose screen shares a file with page /b.
  chunk('widget.js', ['widget.html'], ['react.js'], { entry: true, dynamicImports: ['widget-screen.js'] }),
  chunk('widget-screen.js', ['src/widget/screen.tsx'], ['shared-ab-widget.js'], { lazy: true }),
  chunk('shared-ab-widget.js', ['src/components/bubble.tsx']),
];
chunks.find((item) => item.fileName === 'screen-a.js')!.imports.push('shared-ab-widget.js');
chunks.find((item) => item.fileName === 'screen-b.js')!.imports.push('shared-ab-widget.js');

const visits = {
  '/a': ['src/layout.tsx', 'src/screen-a.tsx'],
  '/b': ['src/screen-b.tsx'],
};

const plan = planFirstVisitGroups(chunks, {
  root,
  visits,
  startEntry: 'index.html',
  apart: ['widget.html'],
  openingParts: [],
  keep: ['react', 'charts'],
});
const groupOf = (module: string) => plan.get(path.join(root, module));

describe('the first-visit groups', () => {
  it('put the files loaded by the same pages into one', () => {
    expect(groupOf('src/components/table.tsx')).toMatch(/^pages-[0-9a-f]{8}$/);
    expect(groupOf('src/components/menu.tsx')).toBe(groupOf('src/components/table.tsx'));
    expect(groupOf('node_modules/icons/IconX.js')).toBe(groupOf('src/components/table.tsx'));
    expect(groupOf('src/components/chart-card.tsx')).toMatch(/^pages-/);
    expect(groupOf('src/components/chart-card.tsx')).not.toBe(groupOf('src/components/table.tsx'));
    // Loaded by /b's first visit and by a screen reached later: grouped by the first visits that load it.
    expect(groupOf('src/components/drawer.tsx')).toMatch(/^pages-/);
  });

  it('group a file the widget may load only with files the widget may load', () => {
    // The same first visits as the table's file, but also a widget screen's: were they one file, the widget's screen
    // would load what the table needs, down to the app's own entry.
    expect(groupOf('src/components/bubble.tsx')).toMatch(/^pages-/);
    expect(groupOf('src/components/bubble.tsx')).not.toBe(groupOf('src/components/table.tsx'));
  });

  it('group what a lazy part loads as its page opens only with what that part loads', () => {
    // Page /a opens a cart popover at once, which needs the icon's file but not the table's.
    const withCart = [
      ...chunks.map((item) => (item.fileName === 'screen-a.js' ? { ...item, dynamicImports: ['cart.js'] } : item)),
      chunk('cart.js', ['src/cart.tsx'], ['shared-ab-2.js'], { lazy: true }),
    ];
    const options = { root, visits, startEntry: 'index.html', apart: ['widget.html'], keep: ['react', 'charts'] };
    const before = planFirstVisitGroups(withCart, { ...options, openingParts: [] });
    const after = planFirstVisitGroups(withCart, { ...options, openingParts: ['src/cart.tsx'] });
    const icon = path.join(root, 'node_modules/icons/IconX.js');
    const table = path.join(root, 'src/components/table.tsx');
    expect(before.get(icon)).toBe(before.get(table));
    expect(after.get(icon)).toMatch(/^pages-/);
    expect(after.get(icon)).not.toBe(after.get(table));
  });

  it('leave start-up files, screens, library groups and files no first visit loads as they were', () => {
    for (const module of [
      'src/main.tsx',
      'src/lib/http.ts',
      'node_modules/react/index.js',
      'src/screen-a.tsx',
      'src/layout.tsx',
      'node_modules/recharts/index.js',
      'src/components/editor.tsx',
    ])
      expect(groupOf(module), module).toBeUndefined();
  });

  it('never make a listed page load a module its first visit did not', () => {
    const byFile = new Map(chunks.map((item) => [item.fileName, item]));
    const loads = (sources: string[]) => {
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        byFile.get(file)!.imports.forEach(visit);
      };
      for (const source of sources)
        visit(chunks.find((item) => item.moduleIds.includes(path.join(root, source)))!.fileName);
      return new Set([...files].flatMap((file) => byFile.get(file)!.moduleIds));
    };
    for (const sources of Object.values(visits)) {
      const before = loads(sources);
      const groups = new Set([...before].map((id) => plan.get(id)).filter(Boolean));
      const after = [...plan].filter(([, group]) => groups.has(group)).map(([id]) => id);
      for (const id of after) expect(before.has(id), id).toBe(true);
    }
  });

  it('fail the build when a listed page has no file', () => {
    expect(() =>
      planFirstVisitGroups(chunks, {
        root,
        visits: { '/gone': ['src/gone.tsx'] },
        startEntry: 'index.html',
        apart: [],
        openingParts: [],
        keep: [],
      }),
    ).toThrow(/no chunk is built from src\/gone\.tsx/);
  });
});

describe('the check that pages keep to their entries', () => {
  const check = (bundle: Rollup.OutputChunk[]) => {
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const hook = entriesApartPlugin().generateBundle as (this: unknown, ...args: unknown[]) => void;
    try {
      hook.call(context, {}, Object.fromEntries(bundle.map((item) => [item.fileName, item])), false);
    } catch {
      // The error is recorded.
    }
    return errors;
  };

  it('passes a build where no entry reaches another', () => {
    expect(check(chunks)).toEqual([]);
  });

  it("fails a build where a widget screen would load the app's entry", () => {
    const broken = chunks.map((item) =>
      item.fileName === 'shared-ab-widget.js' ? { ...item, imports: ['index.js'] } : item,
    );
    expect(check(broken)).toEqual([`widget.js may load index.js, another page's entry (decision 035)`]);
  });
});
