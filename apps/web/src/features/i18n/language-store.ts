import {
  addMessageCatalogue,
  DEFAULT_LANGUAGE,
  hasMessageCatalogue,
  LANGUAGE_STORAGE_KEY,
  type Language,
  type MessageCatalogue,
  messagesIn,
  translateMessage,
} from '@hairsalon/shared';
import { detectLanguage } from './detect-language';
import { uiEn } from './ui.en';
import type { uiVi } from './ui.vi';

export { detectLanguage, hasChosenLanguage } from './detect-language';

/**
 * The reader's language, one value for the whole app (issue 13): what they chose (localStorage), else their
 * browser's language, else English. Plain code reads it with getLanguage() (the API client's header, toasts, form
 * validation); components with useI18n(), which re-renders them when it changes.
 *
 * Only English's texts come with the app's code (issue 9: a fast first page). Another language's catalogues (its
 * web texts, the spec's messages, dayjs's locale for the date pickers) are downloaded the first time a reader needs
 * them: before the first render when the visit starts in it (prepareLanguage), or when the reader switches to it.
 */
export type UiCatalogue = typeof uiEn | typeof uiVi;
const uiCatalogues: Partial<Record<Language, UiCatalogue>> = { en: uiEn };

/** dayjs's global locale, once dayjs has come with a language other than English (it starts in English). */
let setDayjsLocale: ((language: Language) => void) | null = null;

/** Downloads a language's catalogues and adds them; English has none to load. */
const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<void>> = {
  vi: async () => {
    const [ui, shared, { default: dayjs }] = await Promise.all([
      import('./ui.vi'),
      import('@hairsalon/shared/messages.vi'),
      import('dayjs'),
      // Registers itself with dayjs: Mantine's date pickers name months and weekdays with it.
      import('dayjs/locale/vi'),
    ]);
    uiCatalogues.vi = ui.uiVi;
    addMessageCatalogue('vi', shared.messagesVi);
    setDayjsLocale = (language) => dayjs.locale(language);
  },
};

function isLoaded(language: Language): boolean {
  return uiCatalogues[language] !== undefined && hasMessageCatalogue(language);
}

const loading = new Map<Language, Promise<void>>();

/** Makes a language's catalogues available (once; a failed download is tried again the next time). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || isLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = catalogueLoaders[language]().catch((error: unknown) => {
      loading.delete(language);
      throw error;
    });
    loading.set(language, pending);
  }
  return pending;
}

let current: Language = detectLanguage();
/** The language last asked for: a slower download of an earlier choice must not override it. */
let requested: Language = current;
const listeners = new Set<() => void>();

/** <html lang> and dayjs (Mantine's date pickers: month and weekday names) follow the language. */
function applyToDocument(language: Language): void {
  setDayjsLocale?.(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function switchTo(language: Language): void {
  applyToDocument(language);
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

// A language whose catalogues are not here yet is applied by prepareLanguage(), before the app renders.
if (isLoaded(current)) applyToDocument(current);

/**
 * Loads the visit's language before the app first renders (main.tsx), so a Vietnamese reader never sees English
 * first. If its catalogues cannot be downloaded, this visit is in English.
 */
export async function prepareLanguage(): Promise<void> {
  const language = current;
  try {
    await loadLanguage(language);
    switchTo(language);
  } catch {
    requested = DEFAULT_LANGUAGE;
    switchTo(DEFAULT_LANGUAGE);
  }
}

export function getLanguage(): Language {
  return current;
}

/**
 * Switches the app's language and remembers it on this browser. The switch happens at once when the language's
 * catalogues are loaded, else when they have arrived: the promise resolves once the app is in `language` (or stays
 * in the one it was in, if they could not be downloaded).
 */
export function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the choice lasts for this visit.
  }
  requested = language;
  if (isLoaded(language)) {
    switchTo(language);
    return Promise.resolve();
  }
  return loadLanguage(language).then(
    () => {
      if (requested === language) switchTo(language);
    },
    () => {
      // Offline, or the chunk is gone after a deploy: the app stays in its language; a later switch tries again.
    },
  );
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The web app's own texts in a language. */
export function uiIn(language: Language): UiCatalogue {
  return uiCatalogues[language] ?? uiEn;
}

/** For code outside React: the current language's texts and messages, and the translator of English messages. */
export function currentTexts(): { language: Language; ui: UiCatalogue; messages: MessageCatalogue; tr: (english: string) => string } {
  const language = current;
  return { language, ui: uiIn(language), messages: messagesIn(language), tr: (english) => translateMessage(english, language) };
}
