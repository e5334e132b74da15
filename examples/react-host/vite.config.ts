import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The React host example: `vite` serves it on PORT (default 4400). The widget talks to the Energy
 * Advisor server at VITE_ADVISOR_ORIGIN (default http://localhost:3000), which must list this
 * page's origin in ALLOWED_ORIGINS.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 4400),
    strictPort: true,
  },
});
