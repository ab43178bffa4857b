import { catalogueShape } from '@hairsalon/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { createApiClient } from '../api/api-client';
import { detectLanguage, getLanguage, setLanguage } from './language-store';
import { backOfficeEn } from './ui.back-office.en';
import { backOfficeVi } from './ui.back-office.vi';
import { uiEn } from './ui.en';
import { uiVi } from './ui.vi';

afterEach(() => {
  setLanguage('en');
  localStorage.clear();
});

describe('the web catalogues', () => {
  it('have the same keys and parameters in English and Vietnamese', () => {
    expect(catalogueShape(uiVi)).toEqual(catalogueShape(uiEn));
    expect(catalogueShape(backOfficeVi)).toEqual(catalogueShape(backOfficeEn));
  });
});

describe('the language', () => {
  it('is remembered in localStorage and set on <html lang>', () => {
    setLanguage('vi');
    expect(getLanguage()).toBe('vi');
    expect(localStorage.getItem('hairSalonLanguage')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(detectLanguage()).toBe('vi');
  });

  it("follows the browser's language on a first visit", () => {
    localStorage.clear();
    expect(detectLanguage()).toBe('en');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['vi-VN', 'en-US'] });
    try {
      expect(detectLanguage()).toBe('vi');
    } finally {
      Reflect.deleteProperty(navigator, 'languages');
    }
  });
});

describe('the API client', () => {
  it('asks the API for answers in the current language', async () => {
    setLanguage('vi');
    const api = createFakeApi({ 'auth.me': () => ({ data: { id: 1, lastName: 'Nguyen', points: 0 } }) });
    const client = createApiClient({ url: 'http://localhost/trpc', fetch: api.fetch, onSessionExpired: () => {} });
    await client.auth.me.query();
    setLanguage('en');
    await client.auth.me.query();
    expect(api.calls.map((call) => call.language)).toEqual(['vi', 'en']);
  });
});
