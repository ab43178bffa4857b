import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { type ImageStore, isImageKey } from './store.js';

/** A 404 from the bucket (no such key), whichever command answered it. */
function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/**
 * Uploaded images in an S3-compatible bucket (S3_*), each object named by the bytes' SHA-256. The app still serves
 * them at /uploads/<name> itself (streaming from the bucket), so image URLs do not change with the store and the
 * bucket needs no public access.
 */
export function createS3ImageStore(config: S3Config): ImageStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request rather than holding it (and an upload's transaction) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = object.Body;
        if (!(body instanceof Readable)) throw new Error(`the bucket answered ${key} without a body`);
        return { contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength ?? 0, body };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keysStoredBefore(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: 1000 }));
        for (const object of page.Contents ?? []) {
          // Only the store's own objects: a shared bucket may hold others, which are never touched.
          if (object.Key && isImageKey(object.Key) && object.LastModified && object.LastModified < before) yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        const reason = status === 404 ? 'no such bucket' : status === 403 ? 'access denied' : (error as Error).message || String(error);
        throw new Error(`S3_BUCKET ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}: ${reason}`);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
