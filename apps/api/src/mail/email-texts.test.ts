import { catalogueShape, catalogueTexts, LANGUAGES } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { emailTexts } from './email-texts.js';

describe('the email texts', () => {
  it('exist in every language the product has', () => {
    expect(Object.keys(emailTexts).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the same keys, and the same parameters for each text, in English and Vietnamese', () => {
    expect(catalogueShape(emailTexts.vi)).toEqual(catalogueShape(emailTexts.en));
  });

  it('have no empty Vietnamese text', () => {
    for (const [key, text] of catalogueTexts(emailTexts.vi)) expect(text.trim(), key).not.toBe('');
  });
});
