import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import type { PageAssets, PRERENDERED_PAGES } from '../src/first-paint/render-prerendered';

const RENDER_ENTRY = 'src/first-paint/render-prerendered.tsx';
const FIRST_PAINT_SCRIPT = 'src/first-paint/choose-prerendered.ts';
/** An entry of the app's build (vite.config.ts): the first-paint script starts it at once for the page's data. */
export const EARLY_READ_ENTRY = 'src/first-paint/early-read-start.ts';

/** Where the server finds a path's page: `/` → pages/index.html, `/services` → pages/services.html. */
export const pageFileName = (path: string) => `pages/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.html`;

interface ChunkFacts {
  imports: string[];
  css: string[];
  moduleIds: string[];
}

/** src/first-paint/render-prerendered.tsx, built for Node (the config cannot import the app's TypeScript itself). */
interface RenderModule {
  PRERENDERED_PAGES: typeof PRERENDERED_PAGES;
  FIRST_PAINT_FONTS: string[];
  prerenderedPageHtml(path: string, assets: PageAssets): Promise<string>;
}

/** A classic (non-module) script of its own, minified: the first-paint script runs before the body is parsed. */
async function buildFirstPaintScript(root: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { write: false, minify: true, lib: { entry: FIRST_PAINT_SCRIPT, formats: ['iife'], name: 'hairSalonFirstPaint' } },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the first-paint script was not built');
  return chunk.code;
}

/** The page renderer, built for Node into a folder of its own and loaded from there. */
async function loadRenderer(root: string): Promise<{ renderer: RenderModule; dispose: () => void }> {
  // Inside the app's folder, so Node resolves the renderer's packages from the app's node_modules.
  const outDir = join(root, 'node_modules/.cache/hairsalon-prerender');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: RENDER_ENTRY, outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'render.mjs' } } },
  });
  const renderer = (await import(pathToFileURL(join(outDir, 'render.mjs')).href)) as RenderModule;
  return { renderer, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * Prerendered public pages (src/first-paint/): after the app's build, renders each page's frame in every language
 * into `pages/<name>.html`, a copy of index.html that also preloads the page's own code and styles (no waterfall of
 * route chunks) and runs the first-paint script in <head>. `done()` resolves once they are written, so the build's
 * compression step sees them.
 */
export function prerenderPages(): { plugin: Plugin; done: () => Promise<void> } {
  let root = '';
  let outDir = '';
  const chunks = new Map<string, ChunkFacts>();
  /** An asset's source file name (`inter-latin-400-normal.woff2`) → its file in the build. */
  const assetFiles = new Map<string, string>();
  /** The early-read module's file in the build. */
  let earlyReadFile = '';
  let finish: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const written = new Promise<void>((resolvePromise, reject) => {
    finish = resolvePromise;
    fail = reject;
  });

  /** The chunks a route file's page needs (its split component and what that imports), and their styles. */
  function assetsOf(routeFiles: string[]): { scripts: Set<string>; styles: Set<string> } {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (file: string) => {
      if (scripts.has(file)) return;
      scripts.add(file);
      const facts = chunks.get(file);
      for (const css of facts?.css ?? []) styles.add(css);
      for (const imported of facts?.imports ?? []) visit(imported);
    };
    for (const routeFile of routeFiles) {
      const file = resolve(root, routeFile);
      const split = `${file}?tsr-split=`;
      let found = [...chunks].filter(([, facts]) => facts.moduleIds.some((id) => id.startsWith(split)));
      // A route the router does not split (vite.config.ts) is in the chunk of its route file itself.
      if (found.length === 0) found = [...chunks].filter(([, facts]) => facts.moduleIds.includes(file));
      if (found.length === 0) throw new Error(`no chunk holds the page of ${routeFile}`);
      for (const [file] of found) visit(file);
    }
    return { scripts, styles };
  }

  async function writePages(): Promise<void> {
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    if (!earlyReadFile) throw new Error(`the build has no entry ${EARLY_READ_ENTRY}`);
    const script = await buildFirstPaintScript(root);
    const scriptFile = `assets/first-paint-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
    writeFileSync(join(outDir, scriptFile), script);

    const { renderer, dispose } = await loadRenderer(root);
    try {
      mkdirSync(join(outDir, 'pages'), { recursive: true });
      const fonts = renderer.FIRST_PAINT_FONTS.map((name) => {
        const file = assetFiles.get(name);
        if (!file) throw new Error(`the build has no font ${name}`);
        return `/${file}`;
      });
      for (const [path, page] of Object.entries(renderer.PRERENDERED_PAGES)) {
        const { scripts } = assetsOf(page.routeFiles);
        const { styles } = assetsOf(page.styledRouteFiles);
        const html = await renderer.prerenderedPageHtml(path, {
          template,
          scripts: [...scripts].map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
          firstPaintScript: `/${scriptFile}`,
          earlyReadModule: `/${earlyReadFile}`,
          fonts,
        });
        writeFileSync(join(outDir, pageFileName(path)), html);
      }
    } finally {
      dispose();
    }
  }

  const plugin: Plugin = {
    name: 'hairsalon:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset') for (const name of item.names) assetFiles.set(name, item.fileName);
        if (item.type !== 'chunk') continue;
        if (item.isEntry && item.facadeModuleId === resolve(root, EARLY_READ_ENTRY)) earlyReadFile = item.fileName;
        chunks.set(item.fileName, {
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
          moduleIds: item.moduleIds,
        });
      }
    },
    async closeBundle() {
      try {
        await writePages();
        finish();
      } catch (error) {
        fail(error);
        throw error;
      }
    },
  };
  return { plugin, done: () => written };
}
