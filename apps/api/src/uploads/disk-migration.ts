import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { schema } from '@hairsalon/db';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { isUniqueViolation } from '../routers/auth/auth.service.js';
import { detectImageFormat, IMAGE_CONTENT_TYPES, uploadNameFromUrl } from './image-format.js';
import { contentKey, lockContent, recordUpload } from './image-store.js';

export interface DiskMigrationResult {
  /** Files copied into the store (or found there already) and recorded. */
  moved: number;
  /** Uploads a record names whose file is not in UPLOAD_DIR: they stay unserved (as they were). */
  missing: string[];
  /** Files that are not a JPEG, PNG or WebP image: left where they are. */
  skipped: string[];
}

/**
 * A deployment upgrading from uploads on disk: copies every file in UPLOAD_DIR that a record refers to (an upload row
 * without bytes in the store yet, or a service's or user's image with no upload row) into the image store, and
 * records its key. Run at every start; what was moved already is not read again, and two instances starting at once
 * move each file once (the key's lock). The files stay on disk; files no record refers to are not moved.
 */
export async function moveDiskUploadsIntoStore(
  deps: Pick<AppDeps, 'db' | 'images' | 'config' | 'log' | 'now'>,
): Promise<DiskMigrationResult> {
  const result: DiskMigrationResult = { moved: 0, missing: [], skipped: [] };
  const { uploads, users, services } = schema;
  const uploadDir = deps.config.uploadDir;
  const pending = await deps.db.select({ name: uploads.name }).from(uploads).where(isNull(uploads.sha256));
  // Images records name that never had an upload row (saved before uploads were recorded).
  const named = await deps.db
    .select({ image: users.image })
    .from(users)
    .where(like(users.image, '/uploads/%'))
    .union(deps.db.select({ image: services.image }).from(services).where(like(services.image, '/uploads/%')));
  const namedNames = [...new Set(named.map((row) => uploadNameFromUrl(row.image)).filter((name): name is string => name !== null))];
  const recordedNames =
    namedNames.length === 0
      ? new Set<string>()
      : new Set((await deps.db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, namedNames))).map((u) => u.name));
  const unrecordedNames = namedNames.filter((name) => !recordedNames.has(name));
  if (pending.length === 0 && unrecordedNames.length === 0) return result;
  if (!existsSync(uploadDir)) {
    result.missing.push(...pending.map((p) => p.name), ...unrecordedNames);
  } else {
    for (const { name, recorded } of [
      ...pending.map((p) => ({ name: p.name, recorded: true })),
      ...unrecordedNames.map((name) => ({ name, recorded: false })),
    ]) {
      const file = path.join(uploadDir, name);
      let data: Buffer;
      try {
        data = await readFile(file);
      } catch {
        result.missing.push(name);
        continue;
      }
      const format = detectImageFormat(data);
      if (!format) {
        result.skipped.push(name);
        continue;
      }
      const image = { data, contentType: IMAGE_CONTENT_TYPES[format] };
      if (recorded) {
        const key = contentKey(data);
        await deps.db.transaction(async (tx) => {
          await lockContent(tx, key);
          if (!(await deps.images.exists(key, tx))) await deps.images.put(key, image.data, image.contentType, tx);
          await tx
            .update(uploads)
            .set({ sha256: key })
            .where(and(eq(uploads.name, name), isNull(uploads.sha256)));
        });
      } else {
        // A record uses it: it is claimed from the start, so the clean-up never takes it.
        const createdAt = (await stat(file)).mtime;
        await recordUpload(deps, { name, uploadedBy: null, createdAt, claimedAt: deps.now() }, image).catch((error: unknown) => {
          // Another instance starting at the same moment recorded it first (names are unique), with its bytes.
          if (!isUniqueViolation(error)) throw error;
        });
      }
      result.moved++;
    }
  }
  if (result.moved > 0)
    deps.log.info({ moved: result.moved, from: uploadDir, store: deps.images.kind }, 'moved uploads from disk into the image store');
  if (result.missing.length > 0) {
    deps.log.warn(
      { missing: result.missing.slice(0, 20), count: result.missing.length, from: uploadDir },
      'uploads that records name are not in UPLOAD_DIR',
    );
  }
  if (result.skipped.length > 0) {
    deps.log.warn(
      { skipped: result.skipped.slice(0, 20), count: result.skipped.length, from: uploadDir },
      'files in UPLOAD_DIR that are not images were not moved',
    );
  }
  return result;
}
