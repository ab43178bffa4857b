import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeEn } from './ui.back-office.en';
import { backOfficeVi } from './ui.back-office.vi';
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

describe("the back office's texts", () => {
  it('are not loaded with the customer screens, but when a back-office area opens', async () => {
    const store = await freshStore();
    expect(store.hasBackOfficeTexts()).toBe(false);
    expect(() => store.uiIn('en').backOffice).toThrow(/not loaded/);
    // Nothing reads them by walking the catalogue: the missing texts are not one of its keys.
    expect(Object.keys(store.uiIn('en'))).not.toContain('backOffice');

    await store.loadBackOfficeTexts();
    expect(store.hasBackOfficeTexts()).toBe(true);
    expect(store.uiIn('en').backOffice.sidebar.dashboard).toBe(backOfficeEn.sidebar.dashboard);
    expect(store.uiIn('en')).toBe(store.uiIn('en'));
  });

  it('come in the language the area opens in', async () => {
    localStorage.setItem('hairSalonLanguage', 'vi');
    const store = await freshStore();
    await store.prepareLanguage();
    await store.loadBackOfficeTexts();
    expect(store.currentTexts().ui.backOffice.sidebar.dashboard).toBe(backOfficeVi.sidebar.dashboard);
  });

  it('in the other language arrive before a switch in the back office, with no moment without them', async () => {
    const store = await freshStore();
    await store.loadBackOfficeTexts();
    const seen: string[] = [];
    store.subscribeLanguage(() => seen.push(store.currentTexts().ui.backOffice.sidebar.dashboard));
    const switching = store.setLanguage('vi');
    expect(store.getLanguage()).toBe('en');
    await switching;
    expect(store.getLanguage()).toBe('vi');
    expect(seen).toEqual([backOfficeVi.sidebar.dashboard]);
    await store.setLanguage('en');
    expect(seen).toEqual([backOfficeVi.sidebar.dashboard, backOfficeEn.sidebar.dashboard]);
  });
});
