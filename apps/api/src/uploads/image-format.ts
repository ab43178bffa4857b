/** The image formats the product stores (ARCHITECTURE: uploads are JPEG, PNG or WebP, checked by content). */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The content type each stored format is served with. */
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((b, i) => data[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The format a file really is, read from its first bytes (magic numbers) — never from its name or the
 * declared mimetype. Null for anything that is not a JPEG, PNG or WebP.
 */
export function detectImageFormat(data: Uint8Array): ImageFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, PNG_SIGNATURE)) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Names uploads are given: 32 random hex characters and the format's extension. */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(?:jpg|png|webp)$/;
const UPLOAD_URL_PATTERN = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|webp))$/;

/** The stored file name behind an `/uploads/<name>` reference, or null when it is not one of ours. */
export function uploadNameFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return UPLOAD_URL_PATTERN.exec(url)?.[1] ?? null;
}
