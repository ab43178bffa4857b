import { describe, expect, it } from 'vitest';
import { foldForSearch } from './search.js';

describe('foldForSearch', () => {
  it('drops case and accents, and reads Đ as d, as staff type names', () => {
    expect(foldForSearch('Thảo Nguyễn')).toBe('thao nguyen');
    expect(foldForSearch('ĐẶNG Đức')).toBe('dang duc');
    expect(foldForSearch('NGUYEN')).toBe('nguyen');
    expect(foldForSearch('Lê Thị Hồng Nhung')).toBe('le thi hong nhung');
  });
});
