import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig(({ isSsrBuild }) => ({
  // Assets are compressed once here, at Brotli's and gzip's best, and served as they are (issue 9).
  plugins: [react(), !isSsrBuild && compression({ include: /\.(js|css|svg|json|webmanifest)$/, algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    target: 'es2022',
    // The server-rendering build (`dist-server/`) is code only; the public files are the browser build's.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/lom', '/authenticate', '/verify', '/firebase', '/media', '/healthz'].map((p) => [p, 'http://localhost:3000']),
    ),
  },
}));
