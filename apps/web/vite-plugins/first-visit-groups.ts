import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A page's first visit: the modules its layout and screen start from (`src/app/route-preloads.ts`), or an entry. */
export type FirstVisits = Record<string, readonly string[]>;

/** Which file each grouped module goes to: module id → the group's name. */
export type FirstVisitPlan = ReadonlyMap<string, string>;

/**
 * Plans one file per set of pages (issue 22, decision 035). Left to itself, the bundler cuts the modules that several
 * lazy screens share into a file per exact set of screens using them: 59 lazy screens make hundreds of such sets, and
 * Chat Management's first visit asked for 114 files beyond the start-up bundle, each a round trip on a phone network.
 *
 * From a first build's chunks, each shared file gets its *first-visit signature*: the pages of `visits` whose first
 * visit loads it (statically, from the page's modules). Files with the same signature become one group. No page
 * listed in `visits` then loads a byte it did not load before (a group holds only what every page of its signature
 * loads); screens reached later may load a group that another screen also needs. Start-up files (loaded by the entry
 * named `startEntry`), lazy screens' own files, the named library groups (`keep`) and files no first visit loads stay
 * as the bundler cut them. Two kinds of lazy parts count as pages of the signature too, so that they never load a group
 * made for other pages: another entry's page and each of its lazy parts (`apart`: the widget's), and the parts a
 * listed page loads as it opens (`openingParts`). The label each adds to the signature only names the group's hash.
 *
 * The groups import each other only from a smaller signature to a larger one (a file imported by another is loaded by
 * every page that loads the importer), so no two groups import each other.
 */
export function planFirstVisitGroups(
  chunks: readonly Rollup.OutputChunk[],
  options: {
    root: string;
    visits: FirstVisits;
    startEntry: string;
    apart: readonly string[];
    /** Lazy parts the listed pages load as they open, without a click: each counts as a page of its own. */
    openingParts: readonly string[];
    keep: readonly string[];
  },
): FirstVisitPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const bySource = new Map(
    chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [path.relative(options.root, id), chunk] as const)),
  );
  const closure = (start: Rollup.OutputChunk, seen: Set<string>): Set<string> => {
    if (seen.has(start.fileName)) return seen;
    seen.add(start.fileName);
    for (const file of start.imports) closure(byFile.get(file)!, seen);
    return seen;
  };
  const entryChunk = (source: string) =>
    chunks.find(
      (chunk) => chunk.isEntry && chunk.facadeModuleId && path.relative(options.root, chunk.facadeModuleId) === source,
    );
  const chunkOf = (source: string): Rollup.OutputChunk => {
    const chunk = bySource.get(source) ?? entryChunk(source);
    if (!chunk) throw new Error(`first-visit groups: no chunk is built from ${source}`);
    return chunk;
  };

  const start = entryChunk(options.startEntry);
  if (!start) throw new Error(`first-visit groups: no entry is built from ${options.startEntry}`);
  const startUp = closure(start, new Set());
  // Another entry's page (the widget's), and each of its lazy parts: what each loads statically.
  const apartRoots = (from: Rollup.OutputChunk, seen: Set<string>): Rollup.OutputChunk[] => {
    if (seen.has(from.fileName)) return [];
    seen.add(from.fileName);
    const lazy = [...from.imports, ...from.dynamicImports].flatMap((file) => apartRoots(byFile.get(file)!, seen));
    return from.isEntry || from.isDynamicEntry ? [from, ...lazy] : lazy;
  };
  const worlds = options.apart.flatMap((source) => {
    const entry = entryChunk(source);
    if (!entry) throw new Error(`first-visit groups: no entry is built from ${source}`);
    return apartRoots(entry, new Set()).map((root) => ({ root: root.fileName, files: closure(root, new Set()) }));
  });
  const pages = Object.entries(options.visits).map(([page, sources]) => {
    const files = new Set<string>();
    for (const source of sources) closure(chunkOf(source), files);
    return { page, files };
  });

  // The lazy parts a listed page loads as it opens (the demo store's cart popover, the dashboard's charts): each is
  // grouped only with what it loads itself, so that it brings no file made for other pages into the page.
  for (const source of options.openingParts) {
    const chunk = chunkOf(source);
    worlds.push({ root: chunk.fileName, files: closure(chunk, new Set()) });
  }

  const plan = new Map<string, string>();
  for (const chunk of chunks) {
    const own = chunk.isEntry || chunk.isDynamicEntry || startUp.has(chunk.fileName);
    if (own || options.keep.includes(chunk.name)) continue;
    const signature = pages.filter(({ files }) => files.has(chunk.fileName)).map(({ page }) => page);
    if (signature.length === 0) continue;
    for (const world of worlds) if (world.files.has(chunk.fileName)) signature.push(`${world.root} (another entry's)`);
    const name = `pages-${createHash('sha256').update(signature.join('\n')).digest('hex').slice(0, 8)}`;
    for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/** Fills `plan` before the bundler cuts its files, from `makePlan` (a first build, decision 035). */
export function firstVisitPlanPlugin(plan: Map<string, string>, makePlan: () => Promise<FirstVisitPlan>): Plugin {
  return {
    name: 'tawasul-first-visit-plan',
    apply: 'build',
    async buildStart() {
      plan.clear();
      for (const [id, group] of await makePlan()) plan.set(id, group);
    },
  };
}

/**
 * Fails the build when an entry's page may load another entry (the widget's screens loading the app's start-up would
 * start the app inside the widget). Checks the output the browser gets, whatever grouping made it.
 */
export function entriesApartPlugin(): Plugin {
  return {
    name: 'tawasul-entries-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        const seen = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          if (chunk !== entry && chunk.isEntry)
            this.error(`${entry.fileName} may load ${chunk.fileName}, another page's entry (decision 035)`);
          for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file)!);
        };
        visit(entry);
      }
    },
  };
}
