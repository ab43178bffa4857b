import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language, languageFromTag } from '@hairsalon/shared';

/**
 * Which language a visit is in: the reader's choice on this browser, else the browser's first language the salon
 * speaks, else English. Read by the app's language store and, before the page first paints, by the first-paint
 * script that picks the prerendered page's language (src/first-paint/), so both always agree.
 */
function storedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function browserLanguage(): Language | null {
  const navigator = globalThis.navigator;
  for (const tag of navigator?.languages ?? [navigator?.language]) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return null;
}

/** True once the reader has chosen a language on this browser (the switch), rather than it being detected. */
export function hasChosenLanguage(): boolean {
  return storedLanguage() !== null;
}

/** What the first visit follows: the stored choice, else the browser's first language the salon speaks. */
export function detectLanguage(): Language {
  return storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}
