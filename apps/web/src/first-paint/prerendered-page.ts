import { LANGUAGES, type Language } from '@hairsalon/shared';

/**
 * A prerendered page (issue 9: a fast first page): the HTML the server sends for a public page already holds that
 * page's frame, built at build time from the app's own components (render-prerendered.tsx), once per language. It
 * paints before any JS has run; the app then renders behind it and takes its place in one frame once the page is
 * ready, so nothing flashes or moves.
 *
 * `<html data-prerender>` says which copy to show: the visit's language, or `none` for a signed-in visitor (their
 * header differs from a guest's), set by the first-paint script in <head> before the body is parsed.
 */
export const PRERENDER_CHOICE_ATTRIBUTE = 'data-prerender';
/**
 * Each prerendered copy: `<div data-prerendered="en" inert aria-hidden="true">`. Nothing on it works until the app is
 * there, so it is inert, and hidden from assistive technology, which meets the page when the app has taken over.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On #root while the app renders out of sight behind the prerendered copy. */
export const BEHIND_PRERENDERED_ATTRIBUTE = 'data-behind-prerendered';
export const NO_PRERENDERED_COPY = 'none';

/** On the first-paint script's tag: the app's entry script, and the app's chunks this page needs, to load after the paint. */
export const APP_ENTRY_ATTRIBUTE = 'data-app';
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';

/** <meta name="hairsalon:title:vi" content="…">: the page's title in each language, for the first-paint script. */
export const titleMetaName = (language: Language) => `hairsalon:title:${language}`;

/** The stylesheet that shows only the chosen copy and keeps the app out of sight behind it (inline in <head>). */
export function prerenderedPageStyle(): string {
  const hiddenCopies = LANGUAGES.map(
    (language) => `html:not([${PRERENDER_CHOICE_ATTRIBUTE}="${language}"]) [${PRERENDERED_ATTRIBUTE}="${language}"]`,
  ).join(',');
  return `${hiddenCopies}{display:none}#root[${BEHIND_PRERENDERED_ATTRIBUTE}]{position:absolute;top:0;left:0;right:0;visibility:hidden}`;
}

/** The prerendered copy the first-paint script chose for this visit, if the page has one. */
function shownCopy(): Element | null {
  const choice = document.documentElement.getAttribute(PRERENDER_CHOICE_ATTRIBUTE);
  if (!choice || choice === NO_PRERENDERED_COPY) return null;
  return document.querySelector(`[${PRERENDERED_ATTRIBUTE}="${choice}"]`);
}

interface RenderedSignal {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/**
 * When the page has a prerendered copy on screen, the app renders out of sight until the router has rendered the
 * page (loaders done, the page's code loaded); then the copies go and the app shows, in the same frame.
 * @returns whether a copy is on screen
 */
export function renderBehindPrerenderedPage(root: HTMLElement, router: RenderedSignal): boolean {
  if (!shownCopy()) {
    for (const copy of document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) copy.remove();
    return false;
  }
  root.setAttribute(BEHIND_PRERENDERED_ATTRIBUTE, '');
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    for (const copy of document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) copy.remove();
    root.removeAttribute(BEHIND_PRERENDERED_ATTRIBUTE);
  });
  return true;
}
