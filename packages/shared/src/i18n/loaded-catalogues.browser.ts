import type { MessageCatalogue } from './catalogue.js';
import type { Language } from './language.js';

/**
 * In the browser only English loads with the code: the web app adds another language's catalogue when a reader
 * first picks it (addMessageCatalogue), so English readers never download it. See loaded-catalogues.ts.
 */
export const loadedMessageCatalogues: Partial<Record<Language, MessageCatalogue>> = {};
