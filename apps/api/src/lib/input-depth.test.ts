import { describe, expect, it } from 'vitest';
import { jsonTextTooDeep, MAX_INPUT_DEPTH, valueTooDeep } from './input-depth.js';

/** An object whose `a` holds depth - 1 nested lists: `depth` levels in all. */
const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('jsonTextTooDeep', () => {
  it('counts objects and lists nested in each other, up to the limit', () => {
    expect(jsonTextTooDeep('{}', 1)).toBe(false);
    expect(jsonTextTooDeep('{"a":[]}', 1)).toBe(true);
    expect(jsonTextTooDeep('{"a":[],"b":{"c":1}}', 2)).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_INPUT_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_INPUT_DEPTH + 1))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonTextTooDeep(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonTextTooDeep(`{"a\\\\":[[[]]]}`, 3)).toBe(true);
  });

  it('reads a hundred thousand levels without overflowing the stack', () => {
    expect(jsonTextTooDeep(nested(100_000))).toBe(true);
  });
});

describe('valueTooDeep', () => {
  it('agrees with the text check on parsed JSON', () => {
    for (const depth of [2, 3, MAX_INPUT_DEPTH - 1, MAX_INPUT_DEPTH, MAX_INPUT_DEPTH + 1, 3_000, 100_000]) {
      const text = nested(depth);
      expect({ depth, tooDeep: valueTooDeep(JSON.parse(text)) }).toEqual({ depth, tooDeep: jsonTextTooDeep(text) });
    }
  });

  it('takes scalars, files and dates as leaves', () => {
    expect(valueTooDeep(undefined)).toBe(false);
    expect(valueTooDeep('x', 0)).toBe(false);
    expect(valueTooDeep({ file: { data: Buffer.alloc(1000), at: new Date() } }, 2)).toBe(false);
    expect(valueTooDeep({ file: { data: Buffer.alloc(1000), at: [new Date()] } }, 2)).toBe(true);
  });
});
