/** Spec: every page's <title> ends with HairSalon, e.g. "Sign In · HairSalon". */
export const BRAND = 'HairSalon';
export const FOOTER_BRAND = 'HairSalon Studio';

export function documentTitle(page: string): string {
  return `${page} · ${BRAND}`;
}

/** Route `head` option that sets the document title. */
export function titleHead(page: string) {
  return () => ({ meta: [{ title: documentTitle(page) }] });
}
