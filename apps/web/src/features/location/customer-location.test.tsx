import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../app';
import { createApp } from '../../router';
import { createFakeApi, type FakeHandler } from '../../test/fake-api';
import {
  chosenLocation,
  LOCATION_STORAGE_KEY,
  locationInput,
  locationParam,
  readRememberedLocation,
  rememberLocation,
} from './customer-location';

/** Issue 24: the customer's location — in the URL, remembered, and invisible with a single salon. */

const HCMC = {
  id: 1,
  name: 'HairSalon Ho Chi Minh City',
  address: '123 Le Loi',
  addressVi: null,
  phone: '1',
  timeZone: 'Asia/Ho_Chi_Minh',
};
const SYDNEY = { id: 2, name: 'HairSalon Sydney', address: '88 George Street', addressVi: null, phone: '2', timeZone: 'Australia/Sydney' };

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the location rules', () => {
  it('reads an id from the URL as digits only', () => {
    expect(locationParam('2')).toBe(2);
    expect(locationParam(2)).toBe(2);
    expect(locationParam(' 7 ')).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'sydney', '', null, undefined, {}, '1234567890']) expect(locationParam(bad)).toBeUndefined();
  });

  it('takes the URL’s open location, else the remembered one, else the first', () => {
    const open = [HCMC, SYDNEY];
    expect(chosenLocation(open, 2, 1)).toBe(SYDNEY);
    expect(chosenLocation(open, undefined, 2)).toBe(SYDNEY);
    expect(chosenLocation(open, undefined, null)).toBe(HCMC);
    // An unknown or archived id falls back quietly.
    expect(chosenLocation(open, 99, 2)).toBe(SYDNEY);
    expect(chosenLocation(open, 99, 42)).toBe(HCMC);
    expect(chosenLocation([], 2, 2)).toBeUndefined();
  });

  it('remembers the choice in this browser, ignoring what is not an id', () => {
    expect(readRememberedLocation()).toBeNull();
    rememberLocation(2);
    expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBe('2');
    expect(readRememberedLocation()).toBe(2);
    expect(chosenLocation([HCMC, SYDNEY], undefined)).toBe(SYDNEY);
    localStorage.setItem(LOCATION_STORAGE_KEY, 'garbage');
    expect(readRememberedLocation()).toBeNull();
  });

  it('sends a location only when it is not the first (the server’s default, and the early read’s key)', () => {
    expect(locationInput([HCMC], HCMC)).toEqual({});
    expect(locationInput([HCMC, SYDNEY], HCMC)).toEqual({});
    expect(locationInput([HCMC, SYDNEY], SYDNEY)).toEqual({ locationId: 2 });
    expect(locationInput([], undefined)).toEqual({});
  });
});

const stylistsAt: Record<number, { id: number; firstName: string; lastName: string; locationId: number }[]> = {
  1: [{ id: 11, firstName: 'Minh', lastName: 'Nguyen', locationId: 1 }],
  2: [{ id: 31, firstName: 'Olivia', lastName: 'Smith', locationId: 2 }],
};
const stylistFields = { gender: null, image: null, roleId: 'R3', status: 'Active', positionId: 'P2' };

const serviceFields = {
  description: '',
  nameVi: null,
  descriptionVi: null,
  durationMinutes: 60,
  bufferMinutes: 0,
  image: null,
  createdAt: '',
  updatedAt: '',
};
/** A cut offered everywhere, and a colour offered only at Sydney, at Sydney's own price. */
const chainServices = [
  { ...serviceFields, id: 1, name: 'Cut', price: 20, locations: [] },
  { ...serviceFields, id: 2, name: 'Colour', price: 40, locations: [{ locationId: 2, price: 55.5 }] },
];

function renderAt(path: string, locations: unknown[], services: unknown[] = []) {
  const handlers: Record<string, FakeHandler> = {
    'location.list': () => ({ data: locations }),
    'stylist.list': (input) => {
      const at = (input as { locationId?: number } | undefined)?.locationId ?? 1;
      return { data: (stylistsAt[at] ?? []).map((s) => ({ ...stylistFields, ...s })) };
    },
    'service.list': () => ({ data: services }),
  };
  const api = createFakeApi(handlers);
  const app = createApp({ apiUrl: 'http://localhost/trpc', fetch: api.fetch, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App app={app} />);
  const stylistInputs = () => api.calls.filter((c) => c.path === 'stylist.list').map((c) => c.input ?? null);
  return { app, api, stylistInputs };
}

async function stylistOptions(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('combobox', { name: /Stylist/ }));
  const listbox = await screen.findByRole('listbox', { name: /Stylist/, hidden: true });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
}

async function serviceOptions(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('combobox', { name: /Service 1/ }));
  const listbox = await screen.findByRole('listbox', { name: /Service 1/, hidden: true });
  const options = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  fireEvent.click(await screen.findByRole('combobox', { name: /Service 1/ }));
  return options;
}

describe('the booking form of a chain', () => {
  it('offers the services of the chosen location, at its prices', async () => {
    renderAt('/booking?location=2', [HCMC, SYDNEY], chainServices);
    expect(await serviceOptions()).toEqual(['Cut — $20.00', 'Colour — $55.50']);
    fireEvent.click(await screen.findByRole('radio', { name: /Ho Chi Minh City/ }));
    await waitFor(async () => expect(await serviceOptions()).toEqual(['Cut — $20.00']));
  });

  it('starts with the URL’s location: its stylists, its clock named, and the choice remembered', async () => {
    const { stylistInputs } = renderAt('/booking?location=2', [HCMC, SYDNEY]);
    const sydney = await screen.findByRole('radio', { name: /HairSalon Sydney/ });
    expect(sydney.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /Ho Chi Minh City/ }).getAttribute('aria-checked')).toBe('false');
    expect(await stylistOptions()).toEqual(['Olivia Smith']);
    expect(stylistInputs()).toContainEqual({ locationId: 2 });
    expect(screen.getByTestId('slot-zone').textContent).toMatch(/^Times are HairSalon Sydney's local time \(AE[SD]T\)\.$/);
    await waitFor(() => expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBe('2'));
  });

  it('puts another choice in the URL, remembers it and shows that location’s stylists', async () => {
    const { app, stylistInputs } = renderAt('/booking?location=2', [HCMC, SYDNEY]);
    fireEvent.click(await screen.findByRole('radio', { name: /Ho Chi Minh City/ }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ location: 1 }));
    expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBe('1');
    expect(await stylistOptions()).toEqual(['Minh Nguyen']);
    // The first location is the server's default: its stylists are read without a location.
    expect(stylistInputs()).toContain(null);
    expect(screen.getByTestId('slot-zone').textContent).toBe("Times are HairSalon Ho Chi Minh City's local time (GMT+7).");
  });

  it('opens at the remembered location without one in the URL, and falls back from an unknown id', async () => {
    rememberLocation(2);
    renderAt('/booking', [HCMC, SYDNEY]);
    expect((await screen.findByRole('radio', { name: /HairSalon Sydney/ })).getAttribute('aria-checked')).toBe('true');
  });

  it('falls back to the first location from an id that is not open', async () => {
    renderAt('/booking?location=99', [HCMC, SYDNEY]);
    expect((await screen.findByRole('radio', { name: /Ho Chi Minh City/ })).getAttribute('aria-checked')).toBe('true');
    expect(await stylistOptions()).toEqual(['Minh Nguyen']);
  });

  it('leads from the landing page to /booking?location=<id>, the remembered location marked', async () => {
    rememberLocation(2);
    renderAt('/', [HCMC, SYDNEY]);
    const choice = await screen.findByRole('navigation', { name: 'Choose your salon' });
    const sydney = within(choice).getByRole('link', { name: 'Book at HairSalon Sydney' });
    expect(sydney.getAttribute('href')).toBe('/booking?location=2');
    expect(sydney.getAttribute('aria-current')).toBe('true');
    const hcmc = within(choice).getByRole('link', { name: 'Book at HairSalon Ho Chi Minh City' });
    expect(hcmc.getAttribute('aria-current')).toBeNull();
    fireEvent.click(hcmc);
    expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBe('1');
    // Book now stays: it opens the form at the location chosen last.
    expect(screen.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe('/booking');
  });
});

describe('a single salon', () => {
  it('shows no location anywhere and sends none', async () => {
    const { stylistInputs } = renderAt('/booking', [HCMC]);
    expect(await stylistOptions()).toEqual(['Minh Nguyen']);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('slot-zone')).toBeNull();
    expect(stylistInputs().every((input) => input === null)).toBe(true);
  });

  it('keeps the landing page’s one Book now', async () => {
    renderAt('/', [HCMC]);
    expect((await screen.findByRole('link', { name: 'Book now' })).getAttribute('href')).toBe('/booking');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Choose your salon' })).toBeNull());
  });
});
