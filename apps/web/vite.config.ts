import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

/** The message catalogues compiled as they are imported; a Hindi text missing from its catalogue fails the build. */
export const catalogues = () => lingui({ configPath: path.join(import.meta.dirname, 'lingui.config.ts'), failOnMissing: true, failOnCompileError: true });

/**
 * The app's code (`main.tsx` and what it imports statically) in one chunk, apart from what the page's entry
 * (`boot.ts`) imports itself: a screen's code arrives in a few requests instead of some forty small ones, each of
 * which the browser pays for on the main thread (decision 097). zod stays out: the shared schemas import it, but the
 * browser's code uses only their types and constants, so the bundle leaves it out unless a chunk claims it.
 */
const entryModules = new Set<string>();
const appModules = new Set<string>();
function gatherAppModules(): Plugin {
  const source = (file: string) => path.join(import.meta.dirname, 'src/app', file);
  return {
    name: 'wiy:app-modules',
    buildEnd() {
      const gather = (into: Set<string>, id: string) => {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (into.has(imported) || /[\\/]node_modules[\\/]zod[\\/]/.test(imported)) continue;
          into.add(imported);
          gather(into, imported);
        }
      };
      for (const modules of [entryModules, appModules]) modules.clear();
      gather(entryModules, source('boot.ts'));
      gather(appModules, source('main.tsx'));
    },
  };
}
/**
 * react-router ships its whole library as one module whose top level calls `React.memo`, `React.forwardRef` and
 * `React.createContext` without a pure mark and names each result (`Form.displayName = …`): the bundle must then
 * keep every component and all it reaches (the data router's forms, fetchers, scroll restoration), about 4 kB
 * gzip that the declarative routes never run (decision 230). Marked pure, with the names (read only by React's
 * developer tools) left out, the unused ones go.
 */
function reactRouterTreeShaken(): Plugin {
  return {
    name: 'wiy:react-router-tree-shaken',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        const marked = code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/\b(React\d*\.(?:memo|forwardRef|createContext)\()/g, '/* @__PURE__ */ $1');
        // Lines stay where they were, so the library's source map still places its code.
        return { code: marked, map: null };
      },
    },
  };
}

/** The entry's own imports first, so that the app's chunk, which gathers what its modules import, leaves them out. */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'boot', test: (id) => entryModules.has(id), priority: 1 },
  { name: 'app-code', test: (id) => appModules.has(id) },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    catalogues(),
    reactRouterTreeShaken(),
    !isSsrBuild && gatherAppModules(),
    // The worker is our own file (injectManifest): its routes need rules a generated worker cannot express.
    // No manifest and no registration script from the plugin: the server writes the manifest from its
    // runtime configuration, and features/offline registers the worker after hydration (decision 070).
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/features/offline',
        filename: 'sw.ts',
        manifest: false,
        injectRegister: false,
        injectManifest: {
          // index.html is left out: the server writes the runtime configuration into it, so the built file
          // is not the page a visitor gets; pages are kept as they are fetched instead.
          globPatterns: ['**/*.{js,css,svg,png}'],
        },
      }),
    // Assets are compressed once here, at Brotli's and gzip's best, and served as they are, so that no request pays for compression.
    !isSsrBuild && compression({ include: /\.(js|css|svg|json|webmanifest)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    target: 'es2022',
    // The server-rendering build (`dist-server/`) is code only; the public files are the browser build's.
    copyPublicDir: !isSsrBuild,
    // One small style sheet (about 4 kB compressed) for every screen, which the server writes into the page:
    // a server-rendered screen is styled at its first paint, without waiting for a style sheet or its chunk.
    cssCodeSplit: false,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/lom', '/authenticate', '/verify', '/firebase', '/media', '/healthz'].map((p) => [p, 'http://localhost:3000'])),
  },
}));
