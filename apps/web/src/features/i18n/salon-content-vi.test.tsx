import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { LoginForm } from '../auth/login-form';
import { ServiceDetail } from '../service/service-detail';
import { ServiceGrid } from '../service/service-grid';
import { StylistCarousel } from '../stylist/stylist-carousel';
import { setLanguage } from './language-store';

/** Issue 23 item 10: the salon's own content and the screen-reader labels, in Vietnamese to the last word. */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockData());
afterEach(() => {
  server.resetHandlers();
  setLanguage('en');
});
afterAll(() => server.close());

describe('services in the reader’s language', () => {
  it('shows Vietnamese readers the services’ Vietnamese names and descriptions, and English for one not translated', async () => {
    setLanguage('vi');
    renderWithApi(<ServiceGrid />);
    const cards = await screen.findAllByTestId('service-card');
    const haircut = cards.find((card) => within(card).queryByText('Cắt & tạo kiểu tóc'));
    expect(haircut).toBeTruthy();
    expect(within(haircut as HTMLElement).getByText(/Tư vấn, cắt tóc chính xác/)).toBeTruthy();
    expect(screen.queryByText('Haircut & Styling')).toBeNull();
    // The mock salon's scalp care has no Vietnamese texts yet: its English ones stand in.
    expect(screen.getByText('Scalp Care Therapy')).toBeTruthy();
  });

  it('shows English readers the English texts', async () => {
    renderWithApi(<ServiceGrid />);
    expect(await screen.findByText('Haircut & Styling')).toBeTruthy();
    expect(screen.queryByText('Cắt & tạo kiểu tóc')).toBeNull();
  });

  it('titles a service’s page with its Vietnamese name', async () => {
    setLanguage('vi');
    renderWithApi(<ServiceDetail id={3} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nhuộm màu' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nhuộm màu' })).toBeTruthy();
  });
});

describe('screen-reader labels in Vietnamese', () => {
  it('names the password show/hide button in the reader’s language', () => {
    setLanguage('vi');
    render(
      <MantineProvider>
        <LoginForm busy={false} onSubmit={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Hiện hoặc ẩn mật khẩu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
  });

  // Its dots need a real layout (Embla measures the slides): e2e/i18n.spec.ts checks them in Chromium.
  it('names the stylist carousel and its slides in the reader’s language', async () => {
    setLanguage('vi');
    renderWithApi(<StylistCarousel />);
    const slides = await screen.findAllByRole('group', { name: /^Stylist thứ \d+ trong \d+$/ });
    expect(slides.length).toBeGreaterThan(1);
    expect(slides[0]?.getAttribute('aria-label')).toBe(`Stylist thứ 1 trong ${slides.length}`);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('trang trình chiếu');
    expect(screen.queryByRole('group', { name: 'Carousel slide' })).toBeNull();
  });
});
