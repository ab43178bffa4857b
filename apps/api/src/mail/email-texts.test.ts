import { LANGUAGES } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { emailTexts } from './email-texts.js';

/** key path → 'text', or the number of parameters of a text made from values. */
function shapeOf(node: object, path = ''): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(node)) {
    const here = path ? `${path}.${key}` : key;
    if (typeof value === 'string') out[here] = 'text';
    else if (typeof value === 'function') out[here] = (value as () => string).length;
    else Object.assign(out, shapeOf(value as object, here));
  }
  return out;
}

function texts(node: object, path = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const here = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[here, value]];
    if (typeof value === 'function') return [];
    return texts(value as object, here);
  });
}

describe('the email texts', () => {
  it('exist in every language the product has', () => {
    expect(Object.keys(emailTexts).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the same keys, and the same parameters for each text, in English and Vietnamese', () => {
    expect(shapeOf(emailTexts.vi)).toEqual(shapeOf(emailTexts.en));
  });

  it('have no empty Vietnamese text', () => {
    for (const [key, text] of texts(emailTexts.vi)) expect(text.trim(), key).not.toBe('');
  });
});
