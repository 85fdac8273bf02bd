import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Rollup, type UserConfig } from 'vite';
import { ROUTE_MODULES } from './src/app/route-preloads.ts';
import { buildManifestPlugin } from './vite-plugins/build-manifest.ts';
import {
  entriesApartPlugin,
  firstVisitPlanPlugin,
  planFirstVisitGroups,
  type FirstVisitPlan,
} from './vite-plugins/first-visit-groups.ts';
import { pageHeadsPlugin } from './vite-plugins/page-heads.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';

const rulesFile = fileURLToPath(new URL('./route-rules.json', import.meta.url));

/**
 * React Router's package exports its development build to every bundler (its checks and warnings, 92 KB before
 * minifying on every page); a production build takes the production one. Decision 022.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const root = fileURLToPath(new URL('.', import.meta.url));

// The libraries the app starts with, one file each. The widget's first view loads React only (TanStack Query
// comes with its other views): left to itself, the bundler then cuts these libraries into a file
// per set of widget views using them, and the app's pages load them in pieces (+4.7 KB on /login, decision 015).
const LIBRARY_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
  // Mantine's core and the parts the sign-in page draws, one file. Left to itself, the bundler cut them into a
  // file each (a few hundred bytes to 3 KB), shared by different sets of screens: a first visit of /login
  // asked for 24 files, each a round trip on a slow phone network (issue 22, decision 034). The widget's page
  // uses the same parts. A group of all of Mantine, or of the icons, would cut requests on the back office
  // too, but adds 6–100 KB to the sign-in page (over its 170 KB budget).
  {
    name: 'mantine-basics',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Anchor|Group|ActionIcon|CloseButton|Input|InputBase|TextInput|Alert|Stack|Text|Title|Box|Paper|Button|Loader)[\\/])/,
    priority: 1,
  },
  // The layout parts the public site and the back office draw (grids, cards, badges, the FAQ's accordion),
  // one file: not their dependencies, which the sign-in page shares.
  {
    name: 'mantine-layout',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Grid|SimpleGrid|Skeleton|ThemeIcon|Divider|VisuallyHidden|Accordion|Collapse|Badge|Card|Flex|Space|Image|AspectRatio)[\\/]/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The charts' libraries and theirs (d3, redux toolkit), one file that only a drawn chart loads. Not their
  // dependencies at large: Mantine's core and clsx start every page; redux is also the FAQ's drag and drop.
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[\w-]+|victory-vendor|internmap|decimal\.js-light|es-toolkit|immer|reselect|@reduxjs)[\\/]/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

function sharedConfig(command: 'build' | 'serve', plan: FirstVisitPlan): UserConfig {
  return {
    resolve: {
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    build: {
      target: 'es2022',
      // Two pages: the app, and the chat widget's iframe page (its own small bundle, `src/widget/`).
      rollupOptions: {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          widget: fileURLToPath(new URL('./widget.html', import.meta.url)),
        },
        output: {
          codeSplitting: {
            groups: [
              ...LIBRARY_GROUPS,
              // One file per set of pages whose first visit loads it (vite-plugins/first-visit-groups.ts).
              {
                debugName: 'first-visit pages',
                name: (id: string) => plan.get(id) ?? null,
                priority: 0,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
}

/**
 * Lazy parts that the preloaded pages load as they open, without a click (decision 035): the demo store's cart popover,
 * the dashboard's charts, the sign-in page's password rules.
 */
const OPENING_PARTS = [
  'src/features/home/components/demo-cart.tsx',
  'src/features/dashboard/components/dashboard-charts.tsx',
  'src/features/auth/api/password-sign-in-rules.ts',
];

/**
 * The first-visit plan comes from a first build of the same modules (kept in memory, not minified): which files the
 * bundler cuts, and which preloaded pages load each (decision 035).
 */
async function planFromFirstBuild(): Promise<FirstVisitPlan> {
  const shared = sharedConfig('build', new Map());
  const output = (await build({
    ...shared,
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), buildManifestPlugin({ rulesFile })],
    build: { ...shared.build, write: false, minify: false, sourcemap: false, reportCompressedSize: false },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  return planFirstVisitGroups(chunks, {
    root,
    visits: ROUTE_MODULES,
    startEntry: 'index.html',
    apart: ['widget.html'],
    openingParts: OPENING_PARTS,
    keep: LIBRARY_GROUPS.map((group) => group.name),
  });
}

export default defineConfig(({ command }) => {
  // Filled as a build starts (the dev server serves modules as they are, and tools reading this file build nothing).
  const plan = new Map<string, string>();
  const shared = sharedConfig(command, plan);
  return {
    ...shared,
    plugins: [
      react(),
      buildManifestPlugin({ rulesFile }),
      firstVisitPlanPlugin(plan, planFromFirstBuild),
      pageHeadsPlugin(),
      routePreloadsPlugin(),
      entriesApartPlugin(),
      precompressPlugin(),
    ],
    server: {
      port: 5173,
      // The API is the Fastify server of apps/server; in production it serves this build itself.
      proxy: {
        '/api': { target: 'http://localhost:3000', changeOrigin: false },
        // Live updates: Socket.IO on the same server (long polling, then the WebSocket upgrade).
        '/socket.io': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
      },
    },
    build: {
      ...shared.build,
      sourcemap: true,
      // dist/.vite/manifest.json maps each route module to its chunks: the bundle budget reads it.
      manifest: true,
      // One chunk per surface and per admin screen comes from the router's lazy imports.
      chunkSizeWarningLimit: 600,
    },
  };
});
