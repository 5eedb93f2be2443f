// `npm start`: builds the web app and the server only when missing or older than their sources, then runs the
// compiled server in this same plain node process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle, serverEntry } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time among the files under `paths` (0 when none exist). */
function newestInput(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const name of fs.readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
  };
  paths.forEach(visit);
  return newest;
}

/** The oldest of `outputs`, or -1 when one is missing: a build is needed when any input is newer. */
function oldestOutput(outputs) {
  return outputs.every((file) => fs.existsSync(file)) ? Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs)) : -1;
}

const shared = [at('packages/shared/src'), at('packages/shared/package.json'), at('package-lock.json')];
const webInputs = [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...shared];
const webOutputs = [at('apps/web/dist/index.html'), at('apps/web/dist-server/entry-server.js')];
const serverInputs = [at('apps/server/src'), at('apps/server/package.json'), at('scripts/build-server.mjs'), ...shared];

if (oldestOutput(webOutputs) < newestInput(webInputs)) {
  console.log('Building the web app');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (oldestOutput([serverEntry, serverBundle]) < newestInput(serverInputs)) {
  console.log('Compiling the server');
  await buildServer();
}

await import(pathToFileURL(serverEntry).href);
