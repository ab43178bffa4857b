import { randomBytes } from 'node:crypto';
import { type Database, schema } from '@hairsalon/db';
import sharp from 'sharp';

/** Test-only: images of a given format and size, made with sharp. */
export function makeImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** Test-only: an image (PNG of noise) larger than `bytes`, so compression cannot shrink it. */
export async function makeLargeImage(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 64;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Test-only: a multipart/form-data body for server.inject. */
export function multipart(fields: Record<string, string | number | undefined>, files: Record<string, MultipartFile> = {}) {
  const boundary = `----hairsalon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface AppUnderTest {
  server: { inject(options: { method: 'GET'; url: string }): Promise<{ statusCode: number }> };
  deps: { db: Database };
}

/** Test-only: whether an `/uploads/<name>` URL (or the absolute one) is served: its upload is there with its bytes. */
export async function isServed(t: AppUnderTest, url: string | null | undefined): Promise<boolean> {
  if (!url) return false;
  const res = await t.server.inject({ method: 'GET', url: `/uploads/${url.split('/uploads/')[1] ?? ''}` });
  return res.statusCode === 200;
}

/** Test-only: the names of every upload recorded (to show a refused one records nothing). */
export async function uploadNames(t: AppUnderTest): Promise<string[]> {
  return (await t.deps.db.select({ name: schema.uploads.name }).from(schema.uploads).orderBy(schema.uploads.name)).map((u) => u.name);
}
