import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/lom', '/authenticate', '/verify', '/firebase', '/media', '/healthz'].map((p) => [p, 'http://localhost:3000']),
    ),
  },
});
