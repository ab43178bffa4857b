/**
 * The first-paint script: a classic script in the <head> of prerendered pages (the CSP allows no inline script),
 * run before the body is parsed. It picks the prerendered copy in the visit's language, or none for a signed-in
 * visitor, and names the page in that language, so the first paint is never in the wrong language or for the wrong
 * visitor. Built on its own into /assets (vite-plugins/prerender.ts).
 */
import { readSignedInUser } from '../features/auth/session-storage';
import { detectLanguage } from '../features/i18n/detect-language';
import { NO_PRERENDERED_COPY, PRERENDER_CHOICE_ATTRIBUTE, titleMetaName } from './prerendered-page';

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
