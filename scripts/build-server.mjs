// Compiles the server and the shared package into one ES module, apps/server/dist/server.js, with its source
// map: `npm start` runs it with plain node. Packages from node_modules stay imports (native addons, and the
// same copies the tests load); only our own workspace code is bundled, since Node cannot run its TypeScript.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/server/dist/server.js');

/** Bare imports other than our workspace packages are left to Node. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wiy/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Paths in stack traces read from the repository root, as the sources do.
    sourceRoot: root,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
