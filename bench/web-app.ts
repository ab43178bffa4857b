/**
 * Shared by the web benchmarks (bench/web-size.ts, bench/lighthouse.ts): builds the web app into a folder of its
 * own (recording which source modules went into each chunk), and serves it with the real API on a PostgreSQL
 * database with the demo salon, made for the run and dropped after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createTestDatabase } from '../packages/db/src/testing.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');

/** Source folders of the admin, staff and stylist areas: customer pages must never download them. */
// The route table itself (each page's path, guard and title) is in the main bundle by design; their pages are not.
const BACK_OFFICE_SOURCES = [
  /\/src\/features\/(admin|staff|dashboard|stylist-area|salary)\//,
  /\/node_modules\/.*(recharts|@mantine\/charts)\//,
];

export interface BuiltWeb {
  dir: string;
  /** file name under assets/ → the source modules it holds */
  chunkModules: Map<string, string[]>;
  /** file names of chunks holding back-office code, with one such module each (for the report) */
  backOfficeChunks: Map<string, string>;
}

interface ChunkLike {
  type: string;
  fileName: string;
  moduleIds?: string[];
  modules?: Record<string, unknown>;
}

/** The part of Vite's API used here (Vite is the web app's dependency, not the repository root's). */
interface ViteBuild {
  build(config: {
    root: string;
    configFile: string;
    logLevel: 'warn';
    build: { outDir: string; emptyOutDir: boolean };
    plugins: { name: string; generateBundle(options: unknown, bundle: Record<string, ChunkLike>): void }[];
  }): Promise<unknown>;
}

export async function buildWeb(): Promise<BuiltWeb> {
  const require = createRequire(path.join(webDir, 'package.json'));
  const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as ViteBuild;
  const dir = mkdtempSync(path.join(tmpdir(), 'hairsalon-web-bench-'));
  const chunkModules = new Map<string, string[]>();
  await vite.build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true },
    plugins: [
      {
        name: 'bench:chunk-modules',
        generateBundle(_options, bundle) {
          for (const item of Object.values(bundle)) {
            if (item.type !== 'chunk') continue;
            chunkModules.set(path.basename(item.fileName), item.moduleIds ?? Object.keys(item.modules ?? {}));
          }
        },
      },
    ],
  });
  const backOfficeChunks = new Map<string, string>();
  for (const [file, modules] of chunkModules) {
    // Script modules only: a stylesheet's module id stays in the chunk that imported it, its rules go to the CSS file.
    const hit = modules.find((m) => !/\.css(\?|$)/.test(m) && BACK_OFFICE_SOURCES.some((re) => re.test(m.replaceAll('\\', '/'))));
    if (hit) backOfficeChunks.set(file, path.relative(root, hit.replace(/^\0/, '')));
  }
  return { dir, chunkModules, backOfficeChunks };
}

export interface RunningSite {
  base: string;
  close(): Promise<void>;
}

export async function serveWeb(webDist: string): Promise<RunningSite> {
  const database = await createTestDatabase('hairsalon_bench_web');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-bench-web-data-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: database.url, SEED_DEMO: '1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: webDist },
    root,
  );
  const app = await createApp(config);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    async close() {
      await app.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';

/** The customer pages the web benchmarks load. */
export const CUSTOMER_PAGES = ['/', '/services', '/booking', '/about', '/contact', '/login', '/register'];
