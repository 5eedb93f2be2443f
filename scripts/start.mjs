// `npm start`: builds the web app and the server only when missing or older than their sources, then runs the
// compiled server in this same plain node process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverEntry } from './build-server.mjs';
import { staleBuilds } from './stale-builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stale = staleBuilds(root);

if (stale.includes('web')) {
  console.log('Building the web app');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (stale.includes('server')) {
  console.log('Compiling the server');
  await buildServer();
}

await import(pathToFileURL(serverEntry).href);
