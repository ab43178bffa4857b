import type { MessageCatalogue } from './catalogue.js';
import type { Language } from './language.js';
import { messagesVi } from './messages.vi.js';

/**
 * The catalogues of the spec's messages other than English that load with the code: on the server (and in Node
 * tests) every one. The browser build takes loaded-catalogues.browser.ts instead (package.json `imports`).
 */
export const loadedMessageCatalogues: Partial<Record<Language, MessageCatalogue>> = { vi: messagesVi };
