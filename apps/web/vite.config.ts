import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  // The router plugin must run before React's so the generated route tree is ready for it.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    proxy: {
      '/trpc': apiOrigin,
      '/api': apiOrigin,
      '/uploads': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
