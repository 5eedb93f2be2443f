// What `npm start` builds before it runs the compiled server: each part whose outputs are missing or older than the
// newest of its inputs, so that a start after a pull or an edit never runs stale code, and one after nothing
// changed builds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { serverOutputs } from './build-server.mjs';

/** The newest modification time among the files under `paths` (0 when none exist). */
function newestInput(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  paths.forEach(visit);
  return newest;
}

/** The oldest of `outputs`, or -1 when one is missing. */
function oldestOutput(outputs) {
  return outputs.every((file) => fs.existsSync(file)) ? Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs)) : -1;
}

/** The parts of the checkout at `root` to build, in the order to build them: 'web', 'server', both or neither. */
export function staleBuilds(root) {
  const at = (...parts) => path.join(root, ...parts);
  const shared = [at('packages/shared/src'), at('packages/shared/package.json'), at('package-lock.json')];
  const parts = {
    web: {
      inputs: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...shared],
      outputs: [at('apps/web/dist/index.html'), at('apps/web/dist-server/entry-server.js')],
    },
    server: {
      inputs: [at('apps/server/src'), at('apps/server/package.json'), at('scripts/build-server.mjs'), ...shared],
      outputs: serverOutputs(root),
    },
  };
  return Object.entries(parts)
    .filter(([, { inputs, outputs }]) => oldestOutput(outputs) < newestInput(inputs))
    .map(([name]) => name);
}
