/**
 * The first-paint script: a classic script in the <head> of prerendered pages (the CSP allows no inline script),
 * run before the body is parsed. It picks the prerendered copy in the visit's language, or none for a signed-in
 * visitor, and names the page in that language, so the first paint is never in the wrong language or for the wrong
 * visitor. Then, once the page has painted, it starts the app's code (named on its tag), which the first paint does
 * not need. Built on its own into /assets (vite-plugins/prerender.ts).
 */
import { readSignedInUser } from '../features/auth/session-storage';
import { detectLanguage } from '../features/i18n/detect-language';
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
html.lang = language;
html.setAttribute(PRERENDER_CHOICE_ATTRIBUTE, signedIn() ? NO_PRERENDERED_COPY : language);
const title = document.querySelector(`meta[name="${titleMetaName(language)}"]`)?.getAttribute('content');
if (title) document.title = title;

const tag = document.currentScript;
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
