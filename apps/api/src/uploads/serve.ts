import { schema } from '@hairsalon/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { UPLOAD_NAME_PATTERN } from './image-format.js';

/**
 * An upload's bytes never change under its name (a new picture is a new upload): browsers and proxies keep it a
 * week without asking again, and after that revalidate with its ETag.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=604800, immutable';

/** The ETag of bytes with this key: the key itself (their SHA-256), strong. */
export const uploadEtag = (key: string) => `"${key}"`;

/** Whether an If-None-Match header (a list, weak or strong, or `*`) names this ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * GET /uploads/<name>: the upload's bytes from the image store, whichever instance stored them (docs/decisions/015).
 * An unknown name, or one whose bytes are gone, is the API's 404.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'images'>): void {
  const { uploads } = schema;
  app.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
    const { name } = req.params;
    if (!UPLOAD_NAME_PATTERN.test(name)) return reply.callNotFound();
    const [upload] = await deps.db.select({ key: uploads.sha256 }).from(uploads).where(eq(uploads.name, name));
    if (!upload?.key) return reply.callNotFound();
    const etag = uploadEtag(upload.key);
    reply.header('cache-control', UPLOAD_CACHE_CONTROL).header('etag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
    const image = await deps.images.get(upload.key);
    if (!image) {
      req.log.warn({ name, key: upload.key }, 'an upload whose bytes are not in the image store');
      reply.removeHeader('cache-control').removeHeader('etag');
      return reply.callNotFound();
    }
    return reply.type(image.contentType).header('content-length', image.size).send(image.body);
  });
}
