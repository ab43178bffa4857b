import { MAX_UPLOAD_BYTES } from '@hairsalon/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, MAX_IMAGE_SIDE, normalizeImage } from './image-store.js';
import { makeImage } from './test-helpers.js';

describe('normalizeImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('keeps a %s image in its format and shrinks its longest side to 1600 px', async (format) => {
    const out = await normalizeImage(await makeImage(format, 2400, 1200));
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBe(MAX_IMAGE_SIDE);
    expect(meta.height).toBe(800);
    expect(out.extension).toBe({ png: 'png', jpeg: 'jpg', webp: 'webp' }[format]);
  });

  it('never enlarges a small image', async () => {
    const out = await normalizeImage(await makeImage('png', 40, 30));
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('refuses a text file, whatever it is called', async () => {
    await expect(normalizeImage(Buffer.from('just some text, renamed photo.png'))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses a file that only starts like a PNG', async () => {
    const png = await makeImage('png');
    await expect(normalizeImage(Buffer.concat([png.subarray(0, 16), Buffer.from('garbage')]))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses other image formats (GIF) and files over 5 MB', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    await expect(normalizeImage(gif)).rejects.toBeInstanceOf(InvalidImageError);
    const tooBig = Buffer.concat([await makeImage('png'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expect(normalizeImage(tooBig)).rejects.toBeInstanceOf(InvalidImageError);
  });
});
