import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The demo site builds to demo-site/dist, which the API serves on its own port (index.html for any
 * non-API path). In `vite` dev mode, API and socket calls go to a locally running API server.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
