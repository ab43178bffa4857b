import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer.js';

describe('the access token of an Authorization header', () => {
  it('is the value after Bearer', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc.def.ghi  ')).toBe('abc.def.ghi');
  });

  it('is none for a client that had no token to send (Bearer null, undefined, empty, spaces) or no header', () => {
    for (const header of ['Bearer null', 'Bearer undefined', 'Bearer ', 'Bearer', 'Bearer    ', '  ', '', undefined]) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });

  it('is none for another scheme', () => {
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
  });
});
