/**
 * The first-paint script: a classic script in the <head> of prerendered pages (the CSP allows no inline script),
 * run before the body is parsed. It picks the prerendered copy in the visit's language, or none for a signed-in
 * visitor, and names the page in that language, so the first paint is never in the wrong language or for the wrong
 * visitor. For a visitor it starts the app's early-read module at once, which asks for the page's public data
 * (early-reads.ts). Then, once the page has
 * painted, it starts the app's code (named on its tag), which the first paint does not need. Built on its own into
 * /assets (vite-plugins/prerender.ts).
 */
import { readSignedInUser } from '../features/auth/session-storage';
import { detectLanguage } from '../features/i18n/detect-language';
import { askEarlyRead, EARLY_IMAGES_ATTRIBUTE, EARLY_READ_MODULE_ATTRIBUTE, EARLY_READS_ATTRIBUTE } from './early-reads';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_PRELOADS_ATTRIBUTE,
  NO_PRERENDERED_COPY,
  PRERENDER_CHOICE_ATTRIBUTE,
  titleMetaName,
} from './prerendered-page';

function signedIn(): boolean {
  try {
    return readSignedInUser() !== null;
  } catch {
    // Storage refused (privacy settings): the app will find no session either.
    return false;
  }
}

const language = detectLanguage();
const html = document.documentElement;
const visitor = !signedIn();
html.lang = language;
html.setAttribute(PRERENDER_CHOICE_ATTRIBUTE, visitor ? language : NO_PRERENDERED_COPY);
const title = document.querySelector(`meta[name="${titleMetaName(language)}"]`)?.getAttribute('content');
if (title) document.title = title;

const tag = document.currentScript;
// A visitor's page data (early-reads.ts), asked for now rather than once the app's code has arrived and run.
// The reads are the app's own early-read module's (early-read-start.ts), started now: it runs tRPC's client, which
// the app downloads anyway, rather than a second copy of it in this script.
const earlyReadModule = tag?.getAttribute(EARLY_READ_MODULE_ATTRIBUTE);
const reads = tag?.getAttribute(EARLY_READS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
if (visitor && earlyReadModule && reads.length > 0) {
  askEarlyRead({ paths: reads, language, images: Number(tag?.getAttribute(EARLY_IMAGES_ATTRIBUTE) ?? 0) });
  const module = document.createElement('script');
  module.type = 'module';
  module.crossOrigin = '';
  module.src = earlyReadModule;
  document.head.append(module);
}
const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE);
let started = false;
function startApp(): void {
  if (started || !entry) return;
  started = true;
  for (const file of tag?.getAttribute(APP_PRELOADS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? []) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = file;
    document.head.append(preload);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  document.head.append(app);
}
// After the first frame has painted; a tab opened in the background paints no frame, so a timer starts it there.
requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, 500);
