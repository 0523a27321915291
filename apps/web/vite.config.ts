import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // The app shell lists its chunks for the budget check in scripts/bench-web.mjs.
    manifest: true,
    sourcemap: false,
  },
  ssr: {
    // Bundle everything into the pre-render entry so it runs from dist-ssr/ without resolution surprises.
    noExternal: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
