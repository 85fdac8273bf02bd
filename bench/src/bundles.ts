// Bundle sizes (issue 11): the gzipped JS (and, without goals, CSS) each entry loads at first paint.
//
// Read from the Vite build's manifest (apps/web/dist/.vite/manifest.json): a page loads its HTML entry's chunk, and a
// route's lazy modules once the router matches it; each of those loads the chunks in its manifest `imports`, and so
// on (`dynamicImports` wait for a later click, so they are not followed). Every file counts once, gzipped on its own
// at zlib level 9, as a browser fetches them. The widget loader is measured as the server serves it: its gzip body.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadWidgetLoader } from '../../apps/server/src/modules/widget/widget-loader.ts';
import type { BenchContext, Benchmark, Measurement } from './harness/measurement.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'apps/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const KB = 1024;

/** The part of a `.vite/manifest.json` entry read here (`dynamicImports` is not followed). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * What each page loads before its first paint: the HTML entry, then the lazy modules its route matches (see
 * apps/web/src/app/routes.tsx; a renamed module fails the run rather than measuring less).
 */
const ENTRIES: { name: string; modules: string[]; goalKb?: number }[] = [
  {
    name: 'sign-in route /login',
    modules: ['index.html', 'src/app/layouts/public-layout.tsx', 'src/features/auth/login-screen.tsx'],
    goalKb: 170,
  },
  {
    name: 'admin shell /admin (layout + dashboard)',
    // The dashboard comes through the back office's loader chunk (admin-screens.ts), fetched with the layout.
    modules: [
      'index.html',
      'src/app/layouts/admin-layout.tsx',
      'src/app/admin-screens.ts',
      'src/features/dashboard/dashboard-screen.tsx',
    ],
  },
  {
    name: 'agent console /agent',
    modules: ['index.html', 'src/app/layouts/agent-layout.tsx', 'src/features/agent-console/agent-console-screen.tsx'],
  },
  // The iframe app before any shopper exists: its home view. socket.io-client, the chat and the other views load later.
  { name: 'widget app /widget', modules: ['widget.html'], goalKb: 120 },
];

const LOADER_GOAL_BYTES = 3 * KB;

const execFileAsync = promisify(execFile);

/** Builds the web app when its sources changed since the last build (smoke runs measure whatever dist holds). */
async function ensureBuild(context: BenchContext): Promise<void> {
  if (context.mode === 'smoke' && existsSync(MANIFEST)) {
    context.log('smoke: measuring the existing build in apps/web/dist');
    return;
  }
  const { stdout } = await execFileAsync(process.execPath, ['tools/ensure-web-build.mjs'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  context.log(stdout.trim().split('\n')[0] ?? '');
  if (!existsSync(MANIFEST))
    throw new Error(`${MANIFEST} is missing: is build.manifest on in apps/web/vite.config.ts?`);
}

/** The files a set of manifest modules loads, following static imports only. */
function filesLoaded(manifest: Manifest, modules: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? see bench/src/bundles.ts)`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { js, css };
}

const gzipCache = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzippedSize(file), 0);
const counted = (files: Set<string>, bytes: number) =>
  `${files.size} ${files.size === 1 ? 'file' : 'files'}, ${bytes.toLocaleString('en-US')} B`;

/** The largest files of a set, for the log: where to look when a budget is missed. */
function largest(files: Set<string>, count = 5): string {
  return [...files]
    .map((file) => ({ file, size: gzippedSize(file) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ file, size }) => `${file.replace(/^assets\//, '')} ${(size / KB).toFixed(1)}`)
    .join(', ');
}

async function benchBundles(context: BenchContext): Promise<Measurement[]> {
  await ensureBuild(context);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const measurements: Measurement[] = [];

  for (const entry of ENTRIES) {
    const { js, css } = filesLoaded(manifest, entry.modules);
    const jsBytes = total(js);
    const cssBytes = total(css);
    context.log(
      `${entry.name}: ${(jsBytes / KB).toFixed(1)} KB gz JS (${counted(js, jsBytes)}); largest: ${largest(js)}`,
    );
    measurements.push({
      group: 'bundles',
      name: `${entry.name}, JS`,
      value: jsBytes / KB,
      unit: 'KB gz',
      note: counted(js, jsBytes),
      ...(entry.goalKb ? { goal: { op: '<=', value: entry.goalKb } } : {}),
    });
    measurements.push({
      group: 'bundles',
      name: `${entry.name}, CSS`,
      value: cssBytes / KB,
      unit: 'KB gz',
      note: counted(css, cssBytes),
    });
  }

  // Exactly the bytes GET /widget.js sends to a browser that accepts gzip (the server gzips it once, level 9).
  const loader = loadWidgetLoader();
  context.log(`widget loader: ${loader.source.length} B, ${loader.gzipped.length} B gzipped`);
  measurements.push({
    group: 'bundles',
    name: 'widget loader /widget.js',
    value: loader.gzipped.length,
    unit: 'B gz',
    note: `${loader.source.length.toLocaleString('en-US')} B plain`,
    goal: { op: '<=', value: LOADER_GOAL_BYTES },
  });
  return measurements;
}

export const bundlesBenchmark: Benchmark = {
  name: 'bundles',
  about: 'gzipped JS at first paint of /login, /admin, /agent, the widget app and /widget.js (goals: 170, 120, 3 KB)',
  run: benchBundles,
};
