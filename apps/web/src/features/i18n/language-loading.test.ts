import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiEn } from './ui.en';
import { uiVi } from './ui.vi';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

/** A fresh language store, as a page opens: only English is loaded (the test setup preloads the shared one). */
async function freshStore() {
  vi.resetModules();
  return import('./language-store');
}

describe('a language other than English', () => {
  it('is downloaded the first time it is picked, and the app switches once it has arrived', async () => {
    const store = await freshStore();
    expect(store.uiIn('vi').common.loading).toBe(uiEn.common.loading);

    const switching = store.setLanguage('vi');
    expect(localStorage.getItem('hairSalonLanguage')).toBe('vi');
    expect(store.getLanguage()).toBe('en');
    await switching;

    expect(store.getLanguage()).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(store.uiIn('vi').common.loading).toBe(uiVi.common.loading);
    expect(store.currentTexts().messages.login.emailRequired).toBe('Vui lòng nhập email');
  });

  it('is loaded before the first render when the visit starts in it', async () => {
    localStorage.setItem('hairSalonLanguage', 'vi');
    const store = await freshStore();
    await store.prepareLanguage();
    expect(store.getLanguage()).toBe('vi');
    expect(store.currentTexts().ui.common.loading).toBe(uiVi.common.loading);
  });

  it('does not override a later choice when it arrives after it', async () => {
    const store = await freshStore();
    const vietnamese = store.setLanguage('vi');
    await store.setLanguage('en');
    await vietnamese;
    expect(store.getLanguage()).toBe('en');
    expect(localStorage.getItem('hairSalonLanguage')).toBe('en');
  });
});
