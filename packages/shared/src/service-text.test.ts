import { describe, expect, it } from 'vitest';
import { serviceDescription, serviceName } from './service-text.js';
import { serviceSchema } from './validators.js';

describe('a service in the reader’s language', () => {
  const translated = { name: 'Haircut', description: 'A cut.', nameVi: 'Cắt tóc', descriptionVi: 'Cắt tóc gọn gàng.' };

  it('shows Vietnamese readers the Vietnamese texts and English readers the English ones', () => {
    expect(serviceName(translated, 'vi')).toBe('Cắt tóc');
    expect(serviceDescription(translated, 'vi')).toBe('Cắt tóc gọn gàng.');
    expect(serviceName(translated, 'en')).toBe('Haircut');
    expect(serviceDescription(translated, 'en')).toBe('A cut.');
  });

  it('falls back to the English when a text has no translation', () => {
    expect(serviceName({ name: 'Haircut', nameVi: null }, 'vi')).toBe('Haircut');
    expect(serviceName({ name: 'Haircut', nameVi: '' }, 'vi')).toBe('Haircut');
    expect(serviceDescription({ description: 'A cut.', descriptionVi: 'Mô tả' }, 'vi')).toBe('Mô tả');
    expect(serviceDescription({ description: 'A cut.' }, 'vi')).toBe('A cut.');
  });
});

describe('the service form’s translations', () => {
  const base = { name: 'Cut', description: 'A cut', price: 15 };

  it('are optional: left out they stay left out (an update keeps the stored ones)', () => {
    const parsed = serviceSchema.parse(base);
    expect(parsed.nameVi).toBeUndefined();
    expect(parsed.descriptionVi).toBeUndefined();
  });

  it('are trimmed, and one sent empty or blank is none', () => {
    expect(serviceSchema.parse({ ...base, nameVi: '  Cắt  ', descriptionVi: '   ' })).toMatchObject({ nameVi: 'Cắt', descriptionVi: null });
    expect(serviceSchema.parse({ ...base, nameVi: null }).nameVi).toBeNull();
  });

  it('are refused when longer than the English fields may be', () => {
    expect(serviceSchema.safeParse({ ...base, nameVi: 'x'.repeat(201) }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...base, nameVi: 'x'.repeat(200) }).success).toBe(true);
    expect(serviceSchema.safeParse({ ...base, descriptionVi: 'x'.repeat(5001) }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...base, nameVi: 12 }).success).toBe(false);
  });
});
