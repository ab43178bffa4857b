import { describe, expect, it } from 'vitest';
import { detectImageFormat, uploadNameFromUrl } from './image-format.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageFormat(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('refuses text, other image formats, truncated signatures and empty files', () => {
    expect(detectImageFormat(text('hello, I am a text file renamed .png'))).toBeNull();
    expect(detectImageFormat(text('GIF89a......'))).toBeNull();
    expect(detectImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageFormat(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageFormat(bytes())).toBeNull();
  });
});

describe('uploadNameFromUrl', () => {
  it('accepts only the names the upload store gives', () => {
    const name = `${'a1'.repeat(16)}.webp`;
    expect(uploadNameFromUrl(`/uploads/${name}`)).toBe(name);
    expect(uploadNameFromUrl('/uploads/../secret.png')).toBeNull();
    expect(uploadNameFromUrl('/images/services/haircut.svg')).toBeNull();
    expect(uploadNameFromUrl(`/uploads/${'a1'.repeat(16)}.svg`)).toBeNull();
    expect(uploadNameFromUrl(null)).toBeNull();
  });
});
