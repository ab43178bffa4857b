import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = 'http://127.0.0.1:3000';

/** `--mode mock` answers the API in the browser (src/mocks/browser.ts); every other mode talks to the API. */
const MOCK_MODE = 'mock';

/** Only mock builds ship msw's service worker script; the normal build leaves the copied file out. */
function withoutMockServiceWorker(outDir: string): Plugin {
  return {
    name: 'hairsalon:without-mock-service-worker',
    apply: 'build',
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const mock = mode === MOCK_MODE;
  const outDir = mock ? 'dist/mock' : 'dist';
  return {
    // The router plugin must run before React's so the generated route tree is ready for it.
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), ...(mock ? [] : [withoutMockServiceWorker(outDir)])],
    server: mock
      ? { port: 5174, strictPort: true }
      : {
          proxy: {
            '/trpc': apiOrigin,
            '/api': apiOrigin,
            '/uploads': apiOrigin,
          },
        },
    preview: mock ? { port: 5174, strictPort: true } : undefined,
    build: {
      outDir,
      emptyOutDir: true,
    },
  };
});
