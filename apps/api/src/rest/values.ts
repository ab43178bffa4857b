/** Small readers for REST input values (query strings and forms carry strings; JSON may carry numbers). */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v));

/** A list from `name[]` / repeated fields / JSON arrays / a comma list. */
export function list(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string' && v.includes(',')) return v.split(',').map((x) => x.trim());
  return [v];
}

export function bool(v: unknown): boolean {
  return v === true || v === 'true' || v === '1' || v === 1;
}
