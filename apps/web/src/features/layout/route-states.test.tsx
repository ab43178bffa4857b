import { messages } from '@hairsalon/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app';
import { mockDb, resetMockData } from '../../mocks/data';
import { createApp } from '../../router';
import { createFakeApi, type FakeAnswer } from '../../test/fake-api';

/**
 * The layouts' pending and error components (route-states.tsx): a page whose loader is slow or fails shows them in
 * its place, inside its area's frame. Driven through the real app, on /services (its loader reads service.list).
 */

const serverError: FakeAnswer = { error: { message: messages.generic.serverError, code: 'INTERNAL_SERVER_ERROR' } };

beforeEach(() => resetMockData());

/** The app at /services; `gate`, when given, holds every service.list answer until it settles. */
function renderServicesPage(serviceList: () => FakeAnswer, gate?: Promise<void>) {
  const api = createFakeApi({ 'service.list': serviceList });
  const fetch: typeof globalThis.fetch = async (url, init) => {
    if (gate && String(url).includes('service.list')) await gate;
    return api.fetch(url, init);
  };
  const app = createApp({ apiUrl: 'http://localhost/trpc', fetch, history: createMemoryHistory({ initialEntries: ['/services'] }) });
  render(<App app={app} />);
  return api;
}

/** The customer header's navigation: the frame the page states show inside. */
const header = () => screen.getByRole('banner');

describe('The layouts’ page states', () => {
  it('shows the error in the page’s place, and "Try again" runs the loader again', async () => {
    // React reports the error its boundary caught with console.error('%o', error); printing the tRPC error that way
    // walks into happy-dom nodes it cannot print. The error is expected here, so its report is dropped.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    const api = renderServicesPage(() => {
      answers += 1;
      return answers === 1 ? serverError : { data: mockDb.services };
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This page could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(messages.generic.serverError)).toBeTruthy();
    expect(within(header()).getByRole('link', { name: 'Services' })).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Services', level: 1 })).toBeTruthy();
    expect(screen.getAllByTestId('service-card')).toHaveLength(mockDb.services.length);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('service.list')).toHaveLength(2);
  });

  it('shows the pending state in the page’s place while a loader is slow, then the page', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderServicesPage(() => ({ data: mockDb.services }), gate);

    // The layout's pending state (not the app's own, while it restores its cache): inside the site's header and footer.
    const pending = await screen.findByRole('status');
    expect(within(pending).getByLabelText('Loading')).toBeTruthy();
    expect(within(header()).getByRole('link', { name: 'Services' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Services', level: 1 })).toBeNull();

    release();
    expect(await screen.findByRole('heading', { name: 'Services', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
