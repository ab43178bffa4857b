/** The languages a person can read the product in (issue 13). English is the spec's, and the default. */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the web app remembers the reader's choice. */
export const LANGUAGE_STORAGE_KEY = 'hairSalonLanguage';

/** The names the language switch shows, each in its own language. */
export const languageNames: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'vi-VN' → 'vi', 'EN_us' → 'en'; null for a language the product does not have. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language an Accept-Language header asks for: the supported language with the highest q, else English.
 * `*` (what Node's fetch sends) and anything unknown mean the default, so a spec client reads the spec's English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag, ...params] = part.split(';');
    const language = languageFromTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
