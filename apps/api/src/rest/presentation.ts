/**
 * Answer shaping shared by every REST row: image paths become absolute URLs from PUBLIC_URL so a client on
 * another origin can show them (issue 11 item 8). An image field is a record's `image` or an upload's `url`; an
 * upload's `path` stays relative (it is what a record is saved with). The web app, on our origin, keeps the
 * relative paths tRPC gives.
 */
const MAX_DEPTH = 6;
const IMAGE_FIELDS: ReadonlySet<string> = new Set(['image', 'url']);

const isRootRelative = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export function withAbsoluteImages<T>(value: T, publicUrl: string, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteImages(item, publicUrl, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = IMAGE_FIELDS.has(key) && isRootRelative(field) ? `${publicUrl}${field}` : withAbsoluteImages(field, publicUrl, depth + 1);
  }
  return out as T;
}
