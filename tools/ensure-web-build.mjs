// Builds the web app only when its sources changed since the last build (a content hash kept in dist/), so
// `npm start` after `npm ci` is quick and a stale build is never served.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = ['apps/web', 'packages/contracts/src', 'package-lock.json'];
const skip = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const stamp = path.join(root, 'apps/web/dist/.source-hash');

function walk(target, hash) {
  const stats = statSync(target);
  if (stats.isDirectory()) {
    for (const name of readdirSync(target).sort()) if (!skip.has(name)) walk(path.join(target, name), hash);
  } else {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

const hash = createHash('sha256');
for (const input of inputs) walk(path.join(root, input), hash);
const digest = hash.digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest && !process.argv.includes('--force')) {
  console.info('Web app is up to date.');
} else {
  console.info('Building the web app…');
  execSync('npm run build -w @tawasul/web', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, digest);
}
