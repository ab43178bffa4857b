import { describe, expect, it } from 'vitest';
import { etagMatches, uploadEtag } from './serve.js';

describe('etagMatches', () => {
  const etag = uploadEtag('ab'.repeat(32));

  it('matches the ETag itself, its weak form, one of a list, and *', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });

  it('does not match another ETag, the bare key, or no header', () => {
    expect(etagMatches(uploadEtag('cd'.repeat(32)), etag)).toBe(false);
    expect(etagMatches('ab'.repeat(32), etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
