import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_MODULES } from '../src/app/route-preloads.ts';

const isChunk = (item: Rollup.OutputBundle[string]): item is Rollup.OutputChunk => item.type === 'chunk';

/**
 * Writes `route-preloads.json`: for each page of `src/app/route-preloads.ts`, the built files its layout and screen
 * need beyond what the HTML already loads (the start-up bundle's), and its stylesheets. The
 * server names them in that page's HTML (`apps/server/src/plugins/app-page.ts`).
 */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'tawasul-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk a module was bundled into (a screen may share its file with others that the same pages use).
      const bySource = new Map(
        chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [path.relative(root, id), chunk] as const)),
      );
      /** A chunk and everything it imports statically, in load order. */
      const closure = (start: Rollup.OutputChunk, seen = new Set<string>()): Rollup.OutputChunk[] => {
        if (seen.has(start.fileName)) return [];
        seen.add(start.fileName);
        return [...start.imports.flatMap((file) => closure(byFile.get(file)!, seen)), start];
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      const loaded = new Set((entry ? closure(entry) : []).map((chunk) => chunk.fileName));

      const preloads = Object.fromEntries(
        Object.entries(ROUTE_MODULES).map(([page, sources]) => {
          const seen = new Set(loaded);
          const files = sources.flatMap((source) => {
            const chunk = bySource.get(source);
            if (!chunk) throw new Error(`route-preloads: no chunk is built from ${source} (${page})`);
            return closure(chunk, seen);
          });
          const css = [...new Set(files.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
          return [
            page,
            {
              js: files.map((chunk) => `/${chunk.fileName}`),
              css: css.map((file) => `/${file}`),
            },
          ];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
