/**
 * What the web app's customer pages download (issue 9 goal 4): builds the web app, serves it with the real API on a
 * PostgreSQL database with the demo salon, opens the pages in Chromium and prints, for the landing page (/), the JS
 * and CSS it downloads (gzip -9 sizes of the files, and bytes as sent), its JS request count, the caching and
 * compression headers, and for every customer page whether it requested a chunk with admin, staff or stylist code.
 * Before/after figures of the first-page work: docs/decisions/012-web-first-page.md.
 * Usage: `pnpm bench:web` (with bench/lighthouse.ts) or `pnpm exec tsx bench/web-size.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { reportFigure } from './figures.js';
import { buildWeb, CHROMIUM_ARGS, CHROMIUM_PATH, CUSTOMER_PAGES, serveWeb } from './web-app.js';

interface Loaded {
  url: string;
  type: string;
  sentBytes: number;
  encoding: string;
  cacheControl: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const web = await buildWeb();
const site = await serveWeb(web.dir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  async function load(pagePath: string): Promise<Loaded[]> {
    // A fresh context each time: nothing cached, nothing persisted from another page.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const loaded: Loaded[] = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response().catch(() => null);
      if (!response) return;
      // A request still finishing as the page closes has no sizes to read any more.
      const sizes = await request.sizes().catch(() => null);
      const headers = await response.allHeaders().catch(() => null);
      if (!sizes || !headers) return;
      loaded.push({
        url: request.url(),
        type: request.resourceType(),
        sentBytes: sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? 'identity',
        cacheControl: headers['cache-control'] ?? '(none)',
      });
    });
    page.on('pageerror', (error) => console.log(`  page error on ${pagePath}: ${error.message}`));
    await page.goto(`${site.base}${pagePath}`, { waitUntil: 'networkidle' });
    // The page has rendered: its main heading shows (not the loader or an error).
    await page.locator('main h1, main h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    return loaded;
  }

  const fileOf = (url: string) => path.join(web.dir, new URL(url).pathname);
  const gzipped = (url: string) => gzipSync(readFileSync(fileOf(url)), { level: 9 }).length;
  const isAsset = (l: Loaded, ext: string) => new URL(l.url).pathname.startsWith('/assets/') && l.url.endsWith(ext);

  const landing = await load('/');
  const js = landing.filter((l) => isAsset(l, '.js'));
  const css = landing.filter((l) => isAsset(l, '.css'));
  const sum = (list: Loaded[], size: (l: Loaded) => number) => list.reduce((total, l) => total + size(l), 0);
  console.log('Landing page (/), first visit at 390 px:');
  console.log(`  JS requests:       ${js.length}   (target: about 15 at most)`);
  console.log(
    `  JS gzipped:        ${kib(sum(js, (l) => gzipped(l.url)))}   (as sent: ${kib(sum(js, (l) => l.sentBytes))}; target ≤ 180 KB)`,
  );
  console.log(`  CSS requests:      ${css.length}`);
  console.log(
    `  CSS gzipped:       ${kib(sum(css, (l) => gzipped(l.url)))}   (as sent: ${kib(sum(css, (l) => l.sentBytes))}; target ≤ 30 KB)`,
  );
  if (process.env.WEB_SIZE_VERBOSE) for (const l of js) console.log(`    ${path.basename(l.url).padEnd(44)} ${kib(gzipped(l.url))}`);
  const largest = [...js].sort((a, b) => gzipped(b.url) - gzipped(a.url)).slice(0, 5);
  console.log(`  largest JS:        ${largest.map((l) => `${path.basename(l.url)} ${kib(gzipped(l.url))}`).join(', ')}`);
  console.log(`  all requests:      ${landing.length}, ${kib(sum(landing, (l) => l.sentBytes))} as sent`);
  const html = landing.find((l) => l.type === 'document');
  const asset = js[0];
  console.log(`  index.html:        content-encoding ${html?.encoding}, cache-control ${html?.cacheControl}`);
  console.log(`  /assets/*.js:      content-encoding ${asset?.encoding}, cache-control ${asset?.cacheControl}`);

  console.log('Admin/staff/stylist chunks requested by customer pages:');
  let any = false;
  for (const pagePath of CUSTOMER_PAGES) {
    const requested = (await load(pagePath))
      .map((l) => path.basename(new URL(l.url).pathname))
      .filter((file) => web.backOfficeChunks.has(file));
    any ||= requested.length > 0;
    console.log(
      `  ${pagePath.padEnd(10)} ${requested.length === 0 ? 'none' : requested.map((f) => `${f} (${web.backOfficeChunks.get(f)})`).join(', ')}`,
    );
  }
  console.log(`  => ${any ? 'YES: customer pages download back-office code' : 'no customer page downloads back-office code'}`);

  // The goals (issue 21 goal 2, with React 19 and react-dom). KB here is 1,000 bytes, the stricter reading of "180 KB".
  const jsBytes = sum(js, (l) => gzipped(l.url));
  const cssBytes = sum(css, (l) => gzipped(l.url));
  reportFigure({ name: '/ JavaScript, gzipped', value: `${(jsBytes / 1000).toFixed(1)} KB`, goal: '≤ 180 KB', met: jsBytes <= 180_000 });
  reportFigure({ name: '/ CSS, gzipped', value: `${(cssBytes / 1000).toFixed(1)} KB`, goal: '≤ 30 KB', met: cssBytes <= 30_000 });
  reportFigure({ name: '/ JavaScript requests', value: String(js.length), goal: '≤ 15', met: js.length <= 15 });
  reportFigure({ name: 'customer pages loading back-office code', value: any ? 'some' : 'none', goal: 'none', met: !any });
  const compressed = (l: Loaded | undefined) => l?.encoding === 'br' || l?.encoding === 'gzip';
  reportFigure({
    name: 'index.html and /assets/* compressed',
    value: `${html?.encoding} / ${asset?.encoding}`,
    goal: 'br or gzip',
    met: compressed(html) && compressed(asset),
  });
  const immutable = /max-age=31536000/.test(asset?.cacheControl ?? '') && /immutable/.test(asset?.cacheControl ?? '');
  reportFigure({
    name: 'caching: /assets/* and index.html',
    value: `${immutable ? 'immutable 1 y' : (asset?.cacheControl ?? '?')} / ${html?.cacheControl}`,
    goal: 'immutable 1 y / no-cache',
    met: immutable && /no-cache/.test(html?.cacheControl ?? ''),
  });
} finally {
  await browser.close();
  await site.close();
}
