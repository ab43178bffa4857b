import { type Language, type MessageCatalogue, messagesIn, translateMessage } from '@hairsalon/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { getLanguage, setLanguage, subscribeLanguage, type UiCatalogue, uiIn } from './language-store';

export interface I18n {
  language: Language;
  /** Resolves once the app is in that language (its catalogues may have to be downloaded first). */
  setLanguage: (language: Language) => Promise<void>;
  /** The web app's texts: `ui.login.title`, `ui.header.hello(name)`. */
  ui: UiCatalogue;
  /** The spec's messages: `messages.booking.slotTaken`. */
  messages: MessageCatalogue;
  /** Any English message the shared code or an older server produced, in the current language. */
  tr: (english: string) => string;
}

/** The current language and its texts; the component re-renders when the reader switches language. */
export function useI18n(): I18n {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  const tr = useCallback((english: string) => translateMessage(english, language), [language]);
  return { language, setLanguage, ui: uiIn(language), messages: messagesIn(language), tr };
}
