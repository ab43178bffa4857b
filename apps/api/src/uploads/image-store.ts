import { createHash, randomBytes } from 'node:crypto';
import { type DbOrTx, schema } from '@hairsalon/db';
import { MAX_UPLOAD_BYTES, messages } from '@hairsalon/shared';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { tooManyRequests } from '../errors.js';
import { countHit, rateLimitKey } from '../lib/rate-limit.js';
import { detectImageFormat, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, uploadNameFromUrl } from './image-format.js';

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

/**
 * Checks a file by its content (magic bytes, then sharp decodes it), resizes it so its longest side is at
 * most 1600 px, keeps its format, and returns the bytes to store.
 */
export async function normalizeImage(data: Uint8Array): Promise<{ data: Buffer; extension: string; contentType: string }> {
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
    return { data: out, extension: IMAGE_EXTENSIONS[format], contentType: IMAGE_CONTENT_TYPES[format] };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError('the image could not be decoded');
  }
}

const HOUR_MS = 3_600_000;

/** The key of bytes in the image store: their hex SHA-256. */
export function contentKey(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Serialises, per key, everything that adds or drops a reference to bytes and the store's put and delete of them:
 * bytes are deleted only while no upload names them, and an upload naming them is never left without them (two
 * uploads of one picture share its bytes). A transaction advisory lock, released at commit.
 */
export async function lockContent(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-bytes:${key}`}))`);
}

/**
 * Puts checked bytes in the image store (if they are not there yet) and records an upload of them under `name`, in one
 * transaction: the row and bytes in the database commit together; bytes a bucket took for a row that then failed are
 * left for the clean-up.
 */
export async function recordUpload(
  deps: Pick<AppDeps, 'db' | 'images'>,
  upload: { name: string; uploadedBy: number | null; createdAt: Date; claimedAt?: Date },
  image: { data: Buffer; contentType: string },
): Promise<string> {
  const key = contentKey(image.data);
  await deps.db.transaction(async (tx) => {
    await lockContent(tx, key);
    await tx.insert(uploads).values({ ...upload, sha256: key });
    if (!(await deps.images.exists(key, tx))) await deps.images.put(key, image.data, image.contentType, tx);
  });
  return key;
}

/** Stores a checked image under a random name for `uploadedBy`; answers its `/uploads/<name>` reference. */
export async function storeImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'images'>,
  uploadedBy: number,
  data: Uint8Array,
): Promise<{ url: string }> {
  // Every attempt counts (decoding is the costly part), UPLOAD_QUOTA_PER_HOUR per user.
  const hits = await countHit(deps.db, rateLimitKey('upload:user', uploadedBy), HOUR_MS, deps.now());
  if (hits > deps.config.uploadQuotaPerHour) throw tooManyRequests(messages.profile.uploadQuota);
  const image = await normalizeImage(data);
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await recordUpload(deps, { name, uploadedBy, createdAt: deps.now() }, image);
  return { url: `/uploads/${name}` };
}

/**
 * Attaches an uploaded image to the record being saved: it must be one of ours, uploaded by this user, not
 * attached to anything yet, and in the store. Call it inside the record's transaction.
 */
export async function claimImage(db: DbOrTx, url: string, userId: number, now: Date): Promise<boolean> {
  const name = uploadNameFromUrl(url);
  if (!name) return false;
  const [claimed] = await db
    .update(uploads)
    .set({ claimedAt: now })
    .where(and(eq(uploads.name, name), eq(uploads.uploadedBy, userId), isNull(uploads.claimedAt), isNotNull(uploads.sha256)))
    .returning({ id: uploads.id });
  return claimed !== undefined;
}

/**
 * Deletes the bytes under `key` from the store unless an upload still names them (under the key's lock, so an upload
 * of the same picture at that moment either keeps them or puts them back). True when they were deleted.
 */
export async function releaseContent(deps: Pick<AppDeps, 'db' | 'images'>, key: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockContent(tx, key);
    const [named] = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.sha256, key)).limit(1);
    if (named) return false;
    await deps.images.delete(key, tx);
    return true;
  });
}

/** Removes an image the product stored (a replaced or deleted record's); other references are left alone. */
export async function removeImage(deps: Pick<AppDeps, 'db' | 'images' | 'log'>, url: string | null | undefined): Promise<void> {
  const name = uploadNameFromUrl(url);
  if (!name) return;
  const [gone] = await deps.db.delete(uploads).where(eq(uploads.name, name)).returning({ sha256: uploads.sha256 });
  if (!gone?.sha256) return;
  // The record is saved already: bytes that could not be deleted now are the clean-up's to delete.
  await releaseContent(deps, gone.sha256).catch((error: unknown) => {
    deps.log.warn({ err: error, name }, 'could not remove an uploaded image');
  });
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
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'images'>,
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
 * service or an avatar (and not named by one either) — and then their bytes, unless another upload shares them; and
 * bytes in the store that no upload names at all (a failed save's), once they are a day old.
 */
export async function deleteOrphanUploads(deps: Pick<AppDeps, 'db' | 'images' | 'log' | 'now'>): Promise<number> {
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
    // is claiming it, then re-checks): a save that claimed it keeps the image; a save after this finds no row to
    // claim and is refused. Only then are the bytes deleted, if no other upload names them.
    const [gone] = await deps.db
      .delete(uploads)
      .where(and(eq(uploads.name, name), isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff), sql`not ${referenced}`))
      .returning({ sha256: uploads.sha256 });
    if (!gone) continue;
    deleted++;
    if (gone.sha256) await releaseBytesLogged(deps, gone.sha256);
  }
  // Bytes no upload names (a save that failed after the store took them), a day old.
  const named = new Set(
    (await deps.db.selectDistinct({ sha256: uploads.sha256 }).from(uploads).where(isNotNull(uploads.sha256))).map((u) => u.sha256),
  );
  for await (const key of deps.images.keysStoredBefore(cutoff)) {
    if (named.has(key)) continue;
    if (await releaseBytesLogged(deps, key)) deleted++;
  }
  return deleted;
}

async function releaseBytesLogged(deps: Pick<AppDeps, 'db' | 'images' | 'log'>, key: string): Promise<boolean> {
  try {
    return await releaseContent(deps, key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'could not remove unused image bytes');
    return false;
  }
}
