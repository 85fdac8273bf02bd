// STYLE.md rule 2, enforced by `import-x/no-restricted-paths` (imports, re-exports and dynamic imports alike):
// web: shared code (lib, components) → features → app; a feature never imports another feature.
// server: lib and db import no module; a module reaches another module only through its public files.
// The folder lists are read from disk, so a new feature or module is fenced the day it appears.
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(import.meta.dirname);
const web = 'apps/web/src';
const server = 'apps/server/src';

const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * What a server module offers the others (and plugins, jobs): its services and socket adapter, plus the few
 * files listed here. Everything else in a module — repositories, routes, helpers — is its own business.
 */
const serverPublicFiles = {
  auth: ['better-auth.ts', 'common-passwords.ts', 'session-lifetime.ts'],
  chats: ['chat-actor.ts', 'guest-tokens.ts', 'guests-for-chat.ts', 'routing-dispatcher.ts'],
  uploads: ['file-name.ts'],
};
const publicPatterns = ['*.service.ts', '*.socket.ts', '*.module.ts'];

function webFeatures() {
  return folders(`${web}/features`);
}

function serverModules() {
  return folders(`${server}/modules`);
}

/** One glob (never a plain path: the rule wants exceptions of a glob zone to be globs). */
function publicGlobs(module) {
  const files = [...publicPatterns, ...(serverPublicFiles[module] ?? [])];
  return [`${root}/${server}/modules/${module}/{${files.join(',')}}`];
}

export function zones() {
  const webZones = [
    {
      target: [`${web}/lib`, `${web}/components`],
      from: [`${web}/features`, `${web}/app`, `${web}/widget`],
      message: 'Shared code (lib, components) imports no feature, app or widget code.',
    },
    {
      target: `${web}/lib`,
      from: `${web}/components`,
      message: 'lib/ sits below components/: move what both need into lib/.',
    },
    {
      target: `${web}/features`,
      from: [`${web}/app`, `${web}/widget`],
      message: 'A feature imports no app or widget code: app/ composes features.',
    },
    {
      target: `${web}/widget`,
      from: [`${web}/app`, `${web}/features`],
      message: 'The widget is its own app: it shares lib/ and components/ only.',
    },
    ...webFeatures().map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message: `Feature '${feature}' imports another feature: compose them in app/ instead.`,
    })),
  ];
  const below = (dir, allowed) => ({
    target: `${server}/${dir}`,
    from: server,
    except: allowed.map((name) => `./${name}`),
    message: `${dir}/ imports only ${allowed.filter((name) => name !== dir).join(', ') || 'itself'}.`,
  });
  const serverZones = [
    below('lib', ['lib']),
    below('db', ['db', 'lib', 'config.ts']),
    below('integrations', ['integrations', 'lib', 'db', 'config.ts']),
    ...serverModules().map((module) => ({
      target: `${server}/modules/${module}`,
      from: `${root}/${server}/modules/*/**`,
      except: [
        `${root}/${server}/modules/${module}/**`,
        ...serverModules()
          .filter((other) => other !== module)
          .flatMap(publicGlobs),
      ],
      message: `Module '${module}' reaches into another module: use its service or a listed public file.`,
    })),
    {
      target: [`${server}/plugins`, `${server}/jobs`],
      from: `${root}/${server}/modules/*/**`,
      except: serverModules().flatMap(publicGlobs),
      message: 'Plugins and jobs use a module through its public files only.',
    },
  ];
  return [...webZones, ...serverZones];
}
