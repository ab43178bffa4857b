import { loadedMessageCatalogues } from '#loaded-message-catalogues';
import { messages } from '../messages.js';
import type { MessageCatalogue } from './catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';

/**
 * The catalogues of the spec's messages that are loaded, by language. English is always there; the others are
 * there from the start on the server, and in the browser once the web app has added them (issue 9: a fast first
 * page downloads no catalogue its reader does not read).
 */
const messageCatalogues: Partial<Record<Language, MessageCatalogue>> = { ...loadedMessageCatalogues, en: messages };

/** Makes a language's messages available to messagesIn and translateMessage. */
export function addMessageCatalogue(language: Language, catalogue: MessageCatalogue): void {
  messageCatalogues[language] = catalogue;
}

/** Whether a language's messages are loaded (English always is). */
export function hasMessageCatalogue(language: Language): boolean {
  return messageCatalogues[language] !== undefined;
}

/** The spec's messages in a language: `messagesIn('vi').booking.slotTaken`; English until that language is loaded. */
export function messagesIn(language: Language): MessageCatalogue {
  return messageCatalogues[language] ?? messages;
}

type Path = readonly string[];
type MessageFunction = (...args: never[]) => string;
interface Node {
  [key: string]: Node | string | MessageFunction;
}

function at(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/**
 * Shared code and the server produce English (validators, refusals); the boundary that answers a person turns it into
 * their language. A fixed message is found by its text; a message with parameters is remembered with its key and
 * arguments when it is made (below), for as long as the last RECENT_LIMIT such messages.
 */
const keyOfText = new Map<string, Path>();
const RECENT_LIMIT = 2000;
const recent = new Map<string, { path: Path; args: unknown[] }>();

function remember(text: string, path: Path, args: unknown[]): void {
  recent.delete(text);
  recent.set(text, { path, args });
  if (recent.size > RECENT_LIMIT) {
    const oldest = recent.keys().next();
    if (!oldest.done) recent.delete(oldest.value);
  }
}

/** Walks the English catalogue once: indexes the fixed texts and makes each message function remember what it made. */
function index(node: Node, path: Path): void {
  for (const [key, value] of Object.entries(node)) {
    const here = [...path, key];
    if (typeof value === 'string') {
      if (!keyOfText.has(value)) keyOfText.set(value, here);
    } else if (typeof value === 'function') {
      const english = value as (...args: unknown[]) => string;
      const remembering = (...args: unknown[]) => {
        const text = english(...args);
        remember(text, here, args);
        return text;
      };
      // Same arity as the message it wraps: the catalogue checks compare parameter counts.
      node[key] = Object.defineProperty(remembering, 'length', { value: english.length });
    } else {
      index(value, here);
    }
  }
}
index(messages as unknown as Node, []);

/**
 * The English message `text` in `language`; text the catalogue does not know (a name, a message nobody
 * translated yet) comes back as it is. Text arguments of a message are translated too ("Verification failed: …").
 */
export function translateMessage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const catalogue = messageCatalogues[language];
  if (!catalogue) return text;
  const path = keyOfText.get(text);
  if (path) {
    const translated = at(catalogue, path);
    if (typeof translated === 'string') return translated;
  }
  const made = recent.get(text);
  if (made) {
    const translate = at(catalogue, made.path);
    if (typeof translate === 'function') {
      const args = made.args.map((arg) => (typeof arg === 'string' ? translateMessage(arg, language) : arg));
      return (translate as (...a: unknown[]) => string)(...args);
    }
  }
  return text;
}

/** A field → message map (validation errors) in `language`. */
export function translateFieldErrors(fields: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, translateMessage(text, language)]));
}
