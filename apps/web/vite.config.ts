import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

/** The message catalogues compiled as they are imported; a Hindi text missing from its catalogue fails the build. */
export const catalogues = () => lingui({ configPath: path.join(import.meta.dirname, 'lingui.config.ts'), failOnMissing: true, failOnCompileError: true });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    catalogues(),
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
    // Assets are compressed once here, at Brotli's and gzip's best, and served as they are (issue 9).
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
  },
  server: {
    proxy: Object.fromEntries(['/api', '/lom', '/authenticate', '/verify', '/firebase', '/media', '/healthz'].map((p) => [p, 'http://localhost:3000'])),
  },
}));
