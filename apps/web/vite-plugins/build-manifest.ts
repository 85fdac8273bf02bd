import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { readRouteRules, type BuildInfo, type BuildMeta } from '../src/lib/platform/route-rules.ts';

/**
 * Writes `builds/latest.json` ({ id, timestamp }) and `builds/meta/{id}.json` (the route rules manifest) into the
 * build, and tells the app its own build id, so a running tab can notice a newer deployment (spec sections 7, 9).
 */
export function buildManifestPlugin({ rulesFile }: { rulesFile: string }): Plugin {
  const timestamp = Date.now();
  const info: BuildInfo = { id: `${timestamp.toString(36)}-${randomBytes(3).toString('hex')}`, timestamp };

  // Read on every use so the dev server picks up edits without a restart; a bad file fails the build loudly.
  const meta = (): BuildMeta => {
    const raw = JSON.parse(readFileSync(rulesFile, 'utf8')) as { routeRules?: unknown };
    const routeRules = readRouteRules(raw.routeRules ?? {});
    if (!routeRules)
      throw new Error(`${rulesFile}: routeRules must map each path to { "redirect": "<non-empty target>" }`);
    return { ...info, routeRules };
  };

  return {
    name: 'tawasul-build-manifest',
    config: () => ({ define: { __BUILD_INFO__: JSON.stringify(info) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const body =
          path === '/builds/latest.json' ? info : path === `/builds/meta/${info.id}.json` ? meta() : undefined;
        if (!body) return next();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(info) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${info.id}.json`, source: JSON.stringify(meta()) });
    },
  };
}
