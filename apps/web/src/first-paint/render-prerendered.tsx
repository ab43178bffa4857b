/**
 * Build time only (vite-plugins/prerender.ts): the public pages' frames as HTML, from the app's own components, in
 * each language. What a page shows before its data has arrived is what the app shows then too: the landing page
 * whole (its stylist carousel is a placeholder until its code and data arrive), the services and booking pages'
 * titles above the loading state.
 */
import { LANGUAGES, type Language, SALON_DETAIL_MARKERS } from '@hairsalon/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { TRPCProvider } from '../features/api/trpc';
import { BookingFrame } from '../features/booking/booking-frame';
import { setLanguage, type UiCatalogue, uiIn } from '../features/i18n/language-store';
import { CustomerShell } from '../features/layout/customer-shell';
import { documentTitle, setTitleSalonName } from '../features/layout/page-title';
import { PagePending } from '../features/layout/route-states';
import { cssVariablesResolver, themeWithCloseLabels } from '../features/layout/theme';
import { LandingPage } from '../features/salon/landing-page';
import { ServicesFrame } from '../features/service/service-grid';
import { createApp } from '../router';
import { EARLY_IMAGES_ATTRIBUTE, EARLY_READ_MODULE_ATTRIBUTE, EARLY_READS_ATTRIBUTE } from './early-reads';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_PRELOADS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  prerenderedPageStyle,
  titleMetaName,
} from './prerendered-page';

interface PrerenderedPage {
  /** The route files whose code the page needs first: their chunks are preloaded with the page. */
  routeFiles: string[];
  /**
   * Route files whose styles the prerendered copy itself needs, linked as render-blocking stylesheets; the others'
   * (a form's inputs and pickers) arrive with their code, as before, instead of delaying the first paint.
   */
  styledRouteFiles: string[];
  title: (ui: UiCatalogue) => string;
  content: () => ReactNode;
  /**
   * The page's public reads (tRPC paths): its loader's, then the salon's details every customer page's header and
   * footer show. The first-paint script asks for them before the app's code arrives (early-reads.ts); the first
   * read's pictures are the ones preloaded. A list that no longer matches the page costs one request.
   */
  earlyReads: string[];
  /** How many of the first read's items show their picture at the top of the page (preloaded with the read). */
  earlyImages?: number;
}

const CUSTOMER_LAYOUT = 'src/routes/_customer.tsx';

const landing: PrerenderedPage = {
  routeFiles: [CUSTOMER_LAYOUT, 'src/routes/_customer/index.tsx'],
  styledRouteFiles: [CUSTOMER_LAYOUT, 'src/routes/_customer/index.tsx'],
  title: (ui) => ui.home.title,
  content: () => <LandingPage />,
  earlyReads: ['stylist.list', 'salon.details', 'location.list'],
};

/** Every prerendered path, as the server looks it up (apps/api/src/server.ts: dist/pages/<name>.html). */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  '/': landing,
  '/home': {
    ...landing,
    routeFiles: [CUSTOMER_LAYOUT, 'src/routes/_customer/home.tsx'],
    styledRouteFiles: [CUSTOMER_LAYOUT, 'src/routes/_customer/home.tsx'],
  },
  '/services': {
    routeFiles: [CUSTOMER_LAYOUT, 'src/routes/_customer/services/index.tsx'],
    styledRouteFiles: [CUSTOMER_LAYOUT],
    title: (ui) => ui.services.title,
    // Three cards across on a desktop; on a phone the first fills the screen.
    earlyReads: ['service.list', 'salon.details'],
    earlyImages: 3,
    content: () => (
      <ServicesFrame>
        <PagePending />
      </ServicesFrame>
    ),
  },
  '/booking': {
    routeFiles: [CUSTOMER_LAYOUT, 'src/routes/_customer/booking.tsx'],
    styledRouteFiles: [CUSTOMER_LAYOUT],
    title: (ui) => ui.booking.title,
    earlyReads: ['service.list', 'stylist.list', 'salon.details', 'location.list'],
    content: () => (
      <BookingFrame>
        <PagePending />
      </BookingFrame>
    ),
  },
};

/** The browser globals the app's components read while rendering, taken from a happy-dom window. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'IntersectionObserver',
  'requestAnimationFrame',
  'cancelAnimationFrame',
];

/**
 * Renders with the app's own renderer (react-dom, as in the browser) into a happy-dom document and returns
 * the markup: the copy is made by the same code that later replaces it.
 */
function renderToHtml(tree: ReactNode): string {
  const window = new Window({ url: 'http://localhost/' });
  const previous = new Map(BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  for (const name of BROWSER_GLOBALS) {
    const value: unknown = Reflect.get(window, name);
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
  }
  try {
    // happy-dom's element is a DOM element for every purpose here; its own types are not the DOM library's.
    const container = window.document.createElement('div') as unknown as HTMLElement;
    const root = createRoot(container);
    flushSync(() => root.render(tree));
    const html = container.innerHTML;
    root.unmount();
    return html;
  } finally {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
    void window.happyDOM.close();
  }
}

interface RenderedPage {
  title: string;
  body: string;
}

/** One page in one language: its title and its frame's HTML, as a signed-out visitor first sees it. */
async function renderPrerendered(path: string, language: Language): Promise<RenderedPage> {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`${path} is not a prerendered page`);
  await setLanguage(language);
  const ui = uiIn(language);
  // Links need a router to build their hrefs, the language switch an API client; nothing is loaded through them.
  const { router, queryClient, trpcClient, trpc } = createApp({ history: createMemoryHistory({ initialEntries: [path] }) });
  // The salon's details are data: the copy holds stand-ins the server replaces with the current ones as it serves it.
  queryClient.setQueryData(trpc.salon.details.queryKey(), SALON_DETAIL_MARKERS);
  setTitleSalonName(SALON_DETAIL_MARKERS.name);
  // The copy is a single salon's (the landing page's one Book now): a chain's location choice arrives with its data.
  // Set here, so the build never asks for it (a read that cannot be answered would keep the process alive).
  queryClient.setQueryData(trpc.location.list.queryKey(), []);
  const theme = themeWithCloseLabels(ui.pageStates.closeDialog, ui.header.closeMenu, ui.pageStates.closeNotification);
  const body = renderToHtml(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterContextProvider router={router}>
            <CustomerShell>{page.content()}</CustomerShell>
          </RouterContextProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  // The cache's garbage-collection timers (minutes long) would otherwise keep the build's process alive after it.
  queryClient.clear();
  return { title: documentTitle(page.title(ui)), body };
}

/**
 * The font files the copies' text is set in (body text 400; buttons, eyebrows and labels 600; headings and the
 * brand in Playfair Display 700), preloaded with the page: the copy paints in the app's fonts, so the app's page
 * that replaces it is the same size, not a new largest paint.
 */
export const FIRST_PAINT_FONTS = [
  'inter-latin-400-normal.woff2',
  'inter-latin-600-normal.woff2',
  'playfair-display-latin-700-normal.woff2',
];

export interface PageAssets {
  /** index.html as built: it already loads the app's entry code and styles. */
  template: string;
  /** The page's route chunks (and what they import) to preload, and their stylesheets, as /assets/… paths. */
  scripts: string[];
  styles: string[];
  /** The first-paint script's path (choose-prerendered.ts, built on its own). */
  firstPaintScript: string;
  /** The app's early-read module (early-read-start.ts), which the first-paint script starts for a visitor. */
  earlyReadModule: string;
  /** FIRST_PAINT_FONTS as built. */
  fonts: string[];
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The HTML the server sends for a prerendered path: index.html with the page's copies, titles and assets. */
export async function prerenderedPageHtml(path: string, assets: PageAssets): Promise<string> {
  const prerendered = PRERENDERED_PAGES[path];
  if (!prerendered) throw new Error(`${path} is not a prerendered page`);
  const rendered: (RenderedPage & { language: Language })[] = [];
  // One language after the other: the language is the app's one global setting.
  for (const language of LANGUAGES) rendered.push({ language, ...(await renderPrerendered(path, language)) });
  const english = rendered.find((page) => page.language === 'en');
  if (!english) throw new Error(`${path} has no English copy`);

  // The app's code is not needed for the first paint: index.html's script and preloads move to the first-paint
  // script, which starts them once the page has painted, so they do not compete with its styles, fonts and pictures.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(assets.template);
  if (!entry?.[1]) throw new Error('index.html has no entry script');
  let template = assets.template.replace(entry[0], '');
  const appScripts: string[] = [];
  template = template.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, file: string) => {
    appScripts.push(file);
    return '';
  });
  // index.html preloads the landing page's hero picture for every path; a page that does not show it goes without.
  const heroPreload = /\s*<!--[^>]*-->\s*<link rel="preload" href="([^"]+)" as="image"[^>]*>/.exec(template);
  if (heroPreload?.[1] && !english.body.includes(heroPreload[1])) template = template.replace(heroPreload[0], '');
  const notLinked = (file: string) => !template.includes(`"${file}"`);
  const preloads = [...appScripts, ...assets.scripts.filter((file) => notLinked(file) && !appScripts.includes(file) && file !== entry[1])];

  const head = [
    ...rendered.map((page) => `<meta name="${titleMetaName(page.language)}" content="${escapeAttribute(page.title)}">`),
    ...assets.fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`),
    ...assets.styles.filter(notLinked).map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    `<style>${prerenderedPageStyle()}</style>`,
    `<script src="${assets.firstPaintScript}" ${APP_ENTRY_ATTRIBUTE}="${entry[1]}" ${APP_PRELOADS_ATTRIBUTE}="${preloads.join(' ')}" ${EARLY_READ_MODULE_ATTRIBUTE}="${assets.earlyReadModule}" ${EARLY_READS_ATTRIBUTE}="${prerendered.earlyReads.join(' ')}" ${EARLY_IMAGES_ATTRIBUTE}="${prerendered.earlyImages ?? 0}"></script>`,
  ].join('\n    ');
  const copies = rendered
    .map((page) => `<div ${PRERENDERED_ATTRIBUTE}="${page.language}" inert aria-hidden="true">${page.body}</div>`)
    .join('');
  const html = template
    // The app is light-only; Mantine's provider sets this when it runs, and the prerendered styles need it before.
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, `<title>${english.title}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${copies}`);
  if (!html.includes(copies) || !html.includes(head))
    throw new Error('index.html has changed shape: no prerendered page can be made from it');
  return html;
}
