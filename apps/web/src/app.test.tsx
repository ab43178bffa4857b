import { messages, messagesVi, Role, type RoleId } from '@hairsalon/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App, restoreQueries } from './app';
import { QUERY_CACHE_STORAGE_KEY } from './features/api/query-persister';
import { saveSession } from './features/auth/session-storage';
import { setLanguage } from './features/i18n/language-store';
import { createApp } from './router';
import { createFakeApi, type FakeHandler, unauthorizedAnswer } from './test/fake-api';

const me: FakeHandler = () => ({
  data: { id: 7, firstName: 'An', lastName: 'Nguyen', email: 'customer@hairsalon.local', roleId: 'R4', status: 'Active', points: 40 },
});

function signInAs(roleId: RoleId) {
  saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { id: 7, firstName: 'An', lastName: 'Nguyen', roleId });
}

/**
 * The reads of the pages these tests land on, with nothing to show: the landing page's stylist carousel, the desk's
 * and the stylist's day, and the open locations (one salon: the back office's pages as they were).
 */
const pageReads: Record<string, FakeHandler> = {
  'location.list': () => ({
    data: [{ id: 1, name: 'HairSalon', address: '', addressVi: null, phone: '', timeZone: 'Asia/Ho_Chi_Minh' }],
  }),
  'stylist.list': () => ({ data: [] }),
  'booking.listByDate': () => ({ data: [] }),
  'booking.listForStylist': () => ({ data: [] }),
};

function renderAppAt(path: string, handlers: Record<string, FakeHandler> = { 'auth.me': me }) {
  const api = createFakeApi({ ...pageReads, ...handlers });
  const app = createApp({ apiUrl: 'http://localhost/trpc', fetch: api.fetch, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App app={app} />);
  return { app, api };
}

describe('app routing', () => {
  it('sends a signed-out visitor from an admin page to Sign In, titled for the page', async () => {
    const { app } = renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Sign In · HairSalon'));
  });

  it('shows the 404 page with a Go Home link for an unknown path', async () => {
    const { app } = renderAppAt('/no-such-page');
    const goHome = await screen.findByRole('link', { name: 'Go Home' });
    expect(goHome.getAttribute('href')).toBe('/home');
    expect(app.router.state.location.pathname).toBe('/not-found');
  });

  it('greets a signed-in customer by last name and shows their points', async () => {
    signInAs(Role.Customer);
    renderAppAt('/home');
    expect(await screen.findByText('Hello, Nguyen')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('points-badge').textContent).toContain('40'));
    // The menu's code loads on demand.
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('sends a signed-in admin from /login to the dashboard, in the ADMIN area', async () => {
    signInAs(Role.Admin);
    const { app } = renderAppAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(within(screen.getByTestId('admin-sidebar')).getByText('ADMIN')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the website' })).toBeTruthy();
  });

  it('collapses the sidebar to icons and opens it again', async () => {
    signInAs(Role.Staff);
    renderAppAt('/staff-management');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    // The sidebar's title (the phone's top bar has its own, hidden on wide screens).
    const sidebar = screen.getByTestId('staff-sidebar');
    expect(within(sidebar).getByText('STAFF')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(within(sidebar).queryByText('STAFF')).toBeNull());
    // Icons keep their names for screen readers while the labels are hidden.
    expect(screen.getByRole('link', { name: 'Schedule' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(await within(sidebar).findByText('STAFF')).toBeTruthy();
  });

  it('logs out from the stylist area: session cleared, toast shown, back at Sign In', async () => {
    signInAs(Role.Stylist);
    const { app } = renderAppAt('/shift-stylist', { 'auth.logout': () => ({ data: { ok: true } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(messages.session.logout)).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('hairSalonToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ends an expired session: toast, keys cleared and back at Sign In', async () => {
    signInAs(Role.Customer);
    const { app, api } = renderAppAt('/home', { 'auth.me': () => unauthorizedAnswer, 'auth.refresh': () => unauthorizedAnswer });
    expect(await screen.findByText(messages.session.expired)).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('auth.refresh')).toHaveLength(1);
    expect(localStorage.getItem('hairSalonRefreshToken')).toBeNull();
  });

  it('signs a staff member in and lands on their page', async () => {
    const login: FakeHandler = () => ({
      data: {
        id: 3,
        firstName: 'Binh',
        lastName: 'Tran',
        email: 'staff@hairsalon.local',
        roleId: 'R1',
        status: 'Active',
        points: 0,
        image: null,
        accessToken: 'access-9',
        refreshToken: 'refresh-9',
      },
    });
    const { app } = renderAppAt('/login', { 'auth.login': login });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'staff@hairsalon.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hairsalon123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.login.success)).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/staff-management'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ id: 3, firstName: 'Binh', lastName: 'Tran', roleId: 'R1' });
    expect(localStorage.getItem('hairSalonToken')).toBe('access-9');
  });

  it('toasts the server message when sign-in is refused', async () => {
    const { app } = renderAppAt('/login', {
      'auth.login': () => ({ error: { message: messages.login.inactive, code: 'FORBIDDEN' } }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'old@hairsalon.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hairsalon123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.login.inactive)).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/login');
  });
});

describe('a deactivated account', () => {
  afterEach(() => setLanguage('en'));

  const inactive: FakeHandler = () => ({ error: { message: messages.login.inactive, code: 'UNAUTHORIZED' } });
  const refresh: FakeHandler = () => ({ data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });

  it.each([
    ['English', 'en', messages.booking.inactiveLogout],
    ['Vietnamese', 'vi', messagesVi.booking.inactiveLogout],
  ] as const)('is told once in %s and logged out, without a session refresh', async (_name, language, told) => {
    await setLanguage(language);
    signInAs(Role.Customer);
    const { app, api } = renderAppAt('/home', { 'auth.me': inactive, 'auth.refresh': refresh });
    expect(await screen.findByText(told)).toBeTruthy();
    // Spec §4: logged out after 1 second.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(screen.getAllByText(told)).toHaveLength(1);
    expect(localStorage.getItem('hairSalonToken')).toBeNull();
    expect(api.callsTo('auth.refresh')).toHaveLength(0);
  });
});

describe('behind a prerendered page (main.tsx)', () => {
  it('renders the page itself first, from the kept queries and the loaded route, and keeps what it reads', async () => {
    const stylist = { id: 3, firstName: 'Lan', lastName: 'Tran', image: '', positionId: 'P2' };
    const api = createFakeApi({ 'stylist.list': () => ({ data: [stylist] }) });
    const app = createApp({ apiUrl: 'http://localhost/trpc', fetch: api.fetch, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await restoreQueries(app.queryClient);
    await app.router.load();
    render(<App app={app} queriesRestored />);
    // No restoring state and no pending page first: the landing page is what renders.
    expect(screen.getByRole('heading', { name: 'Look good, feel better' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading...')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('Tran'));
  });
});
