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
import type { backOfficeEn } from './ui.back-office.en';
import type { backOfficeVi } from './ui.back-office.vi';
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
 * The back office's texts, in any language, are downloaded when a back-office area first opens (loadBackOfficeTexts).
 */

/** The back office's texts in a language (ui.back-office.*.ts), downloaded when a back-office area first opens. */
export type BackOfficeCatalogue = typeof backOfficeEn | typeof backOfficeVi;
/** The texts of the customer screens and the shared frame (ui.en.ts, ui.vi.ts), which come with a language. */
type CustomerCatalogue = typeof uiEn | typeof uiVi;
/**
 * What screens read: `ui.login.title`, and the back office's texts as `ui.backOffice.…`. Those are only there once
 * loadBackOfficeTexts() has run: every back-office area's layout route awaits it in its `beforeLoad`.
 */
export type UiCatalogue = CustomerCatalogue & { readonly backOffice: BackOfficeCatalogue };

const uiCatalogues: Partial<Record<Language, CustomerCatalogue>> = { en: uiEn };
const backOfficeCatalogues: Partial<Record<Language, BackOfficeCatalogue>> = {};
/** Set once a back-office area has opened: from then on a language's back-office texts load with the language. */
let backOfficeWanted = false;

/** dayjs's global locale, once dayjs has come with a language other than English (it starts in English). */
let setDayjsLocale: ((language: Language) => void) | null = null;

/** Downloads a language's catalogues of the customer screens and the spec's messages; English has none to load. */
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

/** Downloads a language's back-office texts. */
const backOfficeLoaders: Record<Language, () => Promise<BackOfficeCatalogue>> = {
  en: () => import('./ui.back-office.en').then((module) => module.backOfficeEn),
  vi: () => import('./ui.back-office.vi').then((module) => module.backOfficeVi),
};

function hasCustomerTexts(language: Language): boolean {
  return uiCatalogues[language] !== undefined && hasMessageCatalogue(language);
}

function isLoaded(language: Language): boolean {
  return hasCustomerTexts(language) && (!backOfficeWanted || backOfficeCatalogues[language] !== undefined);
}

async function download(language: Language): Promise<void> {
  await Promise.all([
    language === 'en' || hasCustomerTexts(language) ? undefined : catalogueLoaders[language](),
    backOfficeWanted && !backOfficeCatalogues[language]
      ? backOfficeLoaders[language]().then((texts) => {
          backOfficeCatalogues[language] = texts;
        })
      : undefined,
  ]);
}

const loading = new Map<Language, Promise<void>>();

/**
 * Makes a language's catalogues available, its back-office texts too once a back-office area has opened (once; a
 * failed download is tried again the next time).
 */
export function loadLanguage(language: Language): Promise<void> {
  if (isLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = download(language).finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  // A back-office area may have opened while the customer catalogues were on their way: load what is still missing.
  return pending.then(() => loadLanguage(language));
}

let current: Language = detectLanguage();
/** The language last asked for: a slower download of an earlier choice must not override it. */
let requested: Language = current;
const listeners = new Set<() => void>();

/**
 * The back office's texts in the current language (and in any language the reader switches to from now on): every
 * back-office layout route awaits this in its `beforeLoad`, so its screens never render without their texts. Rejects
 * when they cannot be downloaded (the route then shows its error).
 */
export function loadBackOfficeTexts(): Promise<void> {
  backOfficeWanted = true;
  return loadLanguage(current);
}

/** Whether the back office's texts of the current language are here (a back-office area's pending and error states). */
export function hasBackOfficeTexts(): boolean {
  return backOfficeCatalogues[current] !== undefined;
}

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

/** Before the back office's texts are here, reading them is a mistake to see at once (not `undefined` further on). */
const missingBackOffice: PropertyDescriptorMap = {
  backOffice: {
    get(): never {
      throw new Error('The back office texts are not loaded: its layout route awaits loadBackOfficeTexts() first');
    },
  },
};
const merged = new Map<Language, { customer: CustomerCatalogue; backOffice?: BackOfficeCatalogue; ui: UiCatalogue }>();

/** The web app's own texts in a language (English until that language is loaded). */
export function uiIn(language: Language): UiCatalogue {
  const shown = uiCatalogues[language] ? language : DEFAULT_LANGUAGE;
  const customer = uiCatalogues[shown] ?? uiEn;
  const backOffice = backOfficeCatalogues[shown];
  const cached = merged.get(shown);
  // One object per language and set of loaded texts: the same from render to render.
  if (cached && cached.customer === customer && cached.backOffice === backOffice) return cached.ui;
  const ui: UiCatalogue = backOffice
    ? { ...customer, backOffice }
    : (Object.defineProperties({ ...customer }, missingBackOffice) as UiCatalogue);
  merged.set(shown, { customer, backOffice, ui });
  return ui;
}

/** For code outside React: the current language's texts and messages, and the translator of English messages. */
export function currentTexts(): { language: Language; ui: UiCatalogue; messages: MessageCatalogue; tr: (english: string) => string } {
  const language = current;
  return { language, ui: uiIn(language), messages: messagesIn(language), tr: (english) => translateMessage(english, language) };
}
