import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageFromTag,
  type MessageCatalogue,
  messagesIn,
  translateMessage,
} from '@hairsalon/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { uiEn } from './ui.en';
import { uiVi } from './ui.vi';

/**
 * The reader's language, one value for the whole app (issue 13): what they chose (localStorage), else their
 * browser's language, else English. Plain code reads it with getLanguage() (the API client's header, toasts, form
 * validation); components with useI18n(), which re-renders them when it changes.
 */
export type UiCatalogue = typeof uiEn | typeof uiVi;
const uiCatalogues: Record<Language, UiCatalogue> = { en: uiEn, vi: uiVi };

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

let current: Language = detectLanguage();
const listeners = new Set<() => void>();

/** <html lang> and dayjs (Mantine's date pickers: month and weekday names) follow the language. */
function applyToDocument(language: Language): void {
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

export function getLanguage(): Language {
  return current;
}

/** Switches the app's language and remembers it on this browser. */
export function setLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the choice lasts for this visit.
  }
  if (language === current) return;
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The web app's own texts in a language. */
export function uiIn(language: Language): UiCatalogue {
  return uiCatalogues[language];
}

/** For code outside React: the current language's texts and messages, and the translator of English messages. */
export function currentTexts(): { language: Language; ui: UiCatalogue; messages: MessageCatalogue; tr: (english: string) => string } {
  const language = current;
  return { language, ui: uiIn(language), messages: messagesIn(language), tr: (english) => translateMessage(english, language) };
}
