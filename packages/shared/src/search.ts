/**
 * A text as name searches compare it: lower case, without accents, Đ/đ as d ("Thảo Nguyễn" → "thao nguyen"). The
 * database does the same with hs_fold (unaccent + lower, migration 0013); this is it for code that searches in memory
 * (the web app's mock API).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}
