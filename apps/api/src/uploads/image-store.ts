import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DbOrTx, schema } from '@hairsalon/db';
import { MAX_UPLOAD_BYTES, messages } from '@hairsalon/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { tooManyRequests } from '../errors.js';
import { countHit, rateLimitKey } from '../lib/rate-limit.js';
import { detectImageFormat, IMAGE_EXTENSIONS, uploadNameFromUrl } from './image-format.js';

const { uploads } = schema;

/** Longest side of a stored image, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
/** Refuse decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The file is not a JPEG/PNG/WebP image of at most 5 MB; each caller answers with its own message. */
export class InvalidImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidImageError';
  }
}

/** Creates the upload folder, so /uploads is served from the first start. */
export function ensureUploadDir(uploadDir: string): void {
  mkdirSync(uploadDir, { recursive: true });
}

/**
 * Checks a file by its content (magic bytes, then sharp decodes it), resizes it so its longest side is at
 * most 1600 px, keeps its format, and returns the bytes to store.
 */
export async function normalizeImage(data: Uint8Array): Promise<{ data: Buffer; extension: string }> {
  if (data.length === 0) throw new InvalidImageError('empty file');
  if (data.length > MAX_UPLOAD_BYTES) throw new InvalidImageError('file too large');
  const format = detectImageFormat(data);
  if (!format) throw new InvalidImageError('not a JPEG, PNG or WebP image');
  try {
    // sharp (libvips) is loaded with the first upload rather than kept resident by every server from its start.
    const { default: sharp } = await import('sharp');
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new InvalidImageError('content does not match its signature');
    const out = await image
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
    return { data: out, extension: IMAGE_EXTENSIONS[format] };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError('the image could not be decoded');
  }
}

const HOUR_MS = 3_600_000;

/** Stores a checked image under a random name for `uploadedBy`; answers its `/uploads/<name>` reference. */
export async function storeImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  uploadedBy: number,
  data: Uint8Array,
): Promise<{ url: string }> {
  // Every attempt counts (decoding is the costly part), UPLOAD_QUOTA_PER_HOUR per user.
  const hits = await countHit(deps.db, rateLimitKey('upload:user', uploadedBy), HOUR_MS, deps.now());
  if (hits > deps.config.uploadQuotaPerHour) throw tooManyRequests(messages.profile.uploadQuota);
  const image = await normalizeImage(data);
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  ensureUploadDir(deps.config.uploadDir);
  await writeFile(path.join(deps.config.uploadDir, name), image.data, { flag: 'wx' });
  await deps.db.insert(uploads).values({ name, uploadedBy, createdAt: deps.now() });
  return { url: `/uploads/${name}` };
}

/**
 * Attaches an uploaded image to the record being saved: it must be one of ours, uploaded by this user, not
 * attached to anything yet, and still on disk. Call it inside the record's transaction.
 */
export async function claimImage(db: DbOrTx, uploadDir: string, url: string, userId: number, now: Date): Promise<boolean> {
  const name = uploadNameFromUrl(url);
  if (!name) return false;
  try {
    await access(path.join(uploadDir, name));
  } catch {
    return false;
  }
  const [claimed] = await db
    .update(uploads)
    .set({ claimedAt: now })
    .where(and(eq(uploads.name, name), eq(uploads.uploadedBy, userId), isNull(uploads.claimedAt)))
    .returning({ id: uploads.id });
  return claimed !== undefined;
}

/** Removes an image the product stored (a replaced or deleted record's); other references are left alone. */
export async function removeImage(deps: Pick<AppDeps, 'db' | 'config' | 'log'>, url: string | null | undefined): Promise<void> {
  const name = uploadNameFromUrl(url);
  if (!name) return;
  try {
    await unlink(path.join(deps.config.uploadDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') deps.log.warn({ err: error, name }, 'could not remove an uploaded image');
  }
  await deps.db.delete(uploads).where(eq(uploads.name, name));
}

/** A new image for a record: a file sent with the call (REST multipart) or an earlier upload's reference. */
export interface ImageChoice {
  /** `/uploads/<name>` from POST /api/upload-image */
  image?: string | undefined;
  /** The file itself; only server-side callers (the REST adapter) can pass bytes. */
  imageFile?: Uint8Array | undefined;
}

export interface ReceivedImage {
  url: string;
  /** true when this call stored the file (so a failed save removes it again) */
  storedNow: boolean;
}

/** Stores a sent file (refusing a bad one with `invalidMessage`) or passes an upload reference through. */
export async function receiveImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  userId: number,
  choice: ImageChoice,
  invalid: () => Error,
): Promise<ReceivedImage | null> {
  if (choice.imageFile) {
    try {
      const { url } = await storeImage(deps, userId, choice.imageFile);
      return { url, storedNow: true };
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalid();
      throw error;
    }
  }
  if (choice.image) return { url: choice.image, storedNow: false };
  return null;
}

/** An upload nobody claimed is removed this long after it was made. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * HOUR_MS;

/**
 * The daily clean-up: deletes uploads no record refers to, 24 hours after they were made — rows never claimed by a
 * service or an avatar (and not named by one either), and files in the folder that have no row at all.
 */
export async function deleteOrphanUploads(deps: Pick<AppDeps, 'db' | 'config' | 'log' | 'now'>): Promise<number> {
  const { users, services } = schema;
  const cutoff = new Date(deps.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const referenced = sql`('/uploads/' || ${uploads.name}) in (select ${users.image} from ${users} where ${users.image} is not null union select ${services.image} from ${services} where ${services.image} is not null)`;
  const orphans = await deps.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff), sql`not ${referenced}`))
    .limit(10_000);
  let deleted = 0;
  for (const { name } of orphans) {
    // The row goes first, and only if it is still unclaimed and unreferenced (one statement: it waits for a save that
    // is claiming it, then re-checks): a save that claimed it keeps the file; a save after this finds no row to
    // claim and is refused. Only then is the file removed.
    const [gone] = await deps.db
      .delete(uploads)
      .where(and(eq(uploads.name, name), isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff), sql`not ${referenced}`))
      .returning({ name: uploads.name });
    if (!gone) continue;
    await unlink(path.join(deps.config.uploadDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') deps.log.warn({ err: error, name }, 'could not remove an orphan upload');
    });
    deleted++;
  }
  // Files a crash left without a row (written, never recorded).
  const known = new Set((await deps.db.select({ name: uploads.name }).from(uploads)).map((u) => u.name));
  let files: string[] = [];
  try {
    files = await readdir(deps.config.uploadDir);
  } catch {
    return deleted;
  }
  for (const name of files) {
    if (known.has(name) || !/^[a-f0-9]{32}\.(png|jpg|webp)$/.test(name)) continue;
    const file = path.join(deps.config.uploadDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtimeMs >= cutoff.getTime()) continue;
    await unlink(file).catch(() => undefined);
    deleted++;
  }
  return deleted;
}
