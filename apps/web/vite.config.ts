import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { EARLY_READ_ENTRY, prerenderPages } from './vite-plugins/prerender.ts';

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

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_COMPRESS_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the strongest settings (done once here,
 * not per request): the server sends them as they are to browsers that accept them (@fastify/static preCompressed).
 */
function precompress(before: () => Promise<void>): Plugin {
  let outDir = '';
  return {
    name: 'hairsalon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await before();
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const source = readFileSync(file);
        if (source.length < MIN_COMPRESS_BYTES) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/** A Mantine component's class map (`Button.module.mjs`): its stylesheet is `@mantine/core/styles/Button.css`. */
const MANTINE_CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine's styles per component: each component's stylesheet is imported by the module that uses its classes,
 * so a page's CSS holds only the components its chunks use and arrives with them (app.tsx imports the base
 * styles). The dev server pre-bundles Mantine, so there app.tsx takes the whole stylesheet instead.
 */
function mantineStylesPerComponent(): Plugin {
  let build = true;
  return {
    name: 'hairsalon:mantine-styles-per-component',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id) {
      if (!build) return /[\\/]src[\\/]app\.tsx$/.test(id) ? { code: `import '@mantine/core/styles.css';\n${code}`, map: null } : null;
      const match = MANTINE_CLASS_MAP.exec(id);
      return match ? { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null } : null;
    },
  };
}

/** Shared code below this size (before minifying) is copied into the chunks that use it: fewer requests per page. */
const INLINE_COMMON_CHUNK_BYTES = 24 * 1024;

/** Route files of the admin, staff and stylist areas: everything of theirs, loaders too, stays out of the main bundle. */
const BACK_OFFICE_ROUTE = /^\/_(admin|staff|stylist)(\/|$)/;

/**
 * Routes whose components come with the app's code instead of a chunk of their own. The customer area's layout (its
 * header and footer) is on every customer page: as a chunk, each customer page waited for it and also carried its own
 * copy of the pieces both use (Mantine's Text, Group, Title…, copied by experimentalInlineCommonChunks below). Issue
 * 21: the landing page's JS went from 184.1 to 178.6 KB with it, and from 10 files to 8.
 */
const UNSPLIT_ROUTES = new Set(['/_customer']);

export default defineConfig(({ mode }) => {
  const mock = mode === MOCK_MODE;
  const outDir = mock ? 'dist/mock' : 'dist';
  const pages = prerenderPages();
  return {
    // The router plugin must run before React's so the generated route tree is ready for it.
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: {
          // A page's component and its pending and error states load together, in one chunk per route.
          defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
          splitBehavior: ({ routeId }) =>
            BACK_OFFICE_ROUTE.test(routeId)
              ? [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']]
              : UNSPLIT_ROUTES.has(routeId)
                ? []
                : undefined,
        },
      }),
      react(),
      mantineStylesPerComponent(),
      ...(mock ? [] : [withoutMockServiceWorker(outDir), pages.plugin, precompress(pages.done)]),
    ],
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
      rolldownOptions: {
        // The app, and the module a prerendered page's first-paint script starts at once for the page's data.
        input: { index: resolve(import.meta.dirname, 'index.html'), 'early-read': resolve(import.meta.dirname, EARLY_READ_ENTRY) },
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            groups: [
              // tRPC's client, which the early-read module needs before the rest: a file of its own, loaded once.
              { name: 'trpc', test: /[\\/]node_modules[\\/]@trpc[\\/](client|server)[\\/]/, priority: 1 },
              // What every page runs (React, the router, React Query, tRPC, Mantine's core): one file.
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            ],
            // Small pieces shared by a few lazy pages go inside each of them rather than in a file of their own.
            experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNK_BYTES },
          },
        },
      },
    },
  };
});
