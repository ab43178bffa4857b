import type { Readable } from 'node:stream';
import type { DbOrTx } from '@hairsalon/db';

/** An image's bytes as a store answers them: whole (the database) or as a stream (a bucket). */
export interface StoredImage {
  contentType: string;
  /** Bytes. */
  size: number;
  body: Buffer | Readable;
}

/**
 * Where uploaded images' bytes live, keyed by the hex SHA-256 of the bytes (so two uploads of one picture share them).
 * Every instance on the database reads the same store: the database itself (upload_blobs) by default, an
 * S3-compatible bucket when S3_* is set (docs/decisions/015). Nothing outside src/uploads knows which.
 *
 * `within` is the caller's transaction: a store in the database joins it, so bytes and the rows naming them commit
 * (or roll back) together, and the one connection of the embedded database is never asked for twice at once. A
 * bucket ignores it.
 */
export interface ImageStore {
  readonly kind: 'postgres' | 's3';
  /** Stores the bytes under `key`; a key already stored is left as it is. */
  put(key: string, data: Buffer, contentType: string, within?: DbOrTx): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<StoredImage | null>;
  exists(key: string, within?: DbOrTx): Promise<boolean>;
  /** Removes the bytes under `key`; a missing key is not an error. */
  delete(key: string, within?: DbOrTx): Promise<void>;
  /** Every key stored before `before` (the clean-up's candidates for bytes no upload names). */
  keysStoredBefore(before: Date): AsyncIterable<string>;
  /** Fails with a clear message when the store cannot be reached (checked at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** A key is a hex SHA-256; anything else is refused before it reaches a store. */
export function isImageKey(key: string): boolean {
  return /^[a-f0-9]{64}$/.test(key);
}
