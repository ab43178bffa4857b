import { messages, messagesVi } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { locationMockDb, resetLocationMockData } from '../../mocks/handlers/location';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { setLanguage } from '../i18n/language-store';
import { LocationManagement, timeZoneOptions } from './location-management';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetLocationMockData();
  setLanguage('en');
  localStorage.clear();
});
afterAll(() => server.close());

const card = (name: string) => screen.findByRole('listitem', { name });

describe('LocationManagement', () => {
  it('shows each location with its address, phone, zone and the local time there, the first marked as the main one', async () => {
    renderWithApi(<LocationManagement />);
    const hcmc = await card('HairSalon Ho Chi Minh City');
    expect(within(hcmc).getByText('123 Le Loi, District 1, Ho Chi Minh City')).toBeTruthy();
    expect(within(hcmc).getByText('Main location: the site shows its address and phone')).toBeTruthy();
    expect(within(hcmc).getByText(/^Local time now: \d{1,2}:\d{2} (AM|PM) \(GMT\+7\)$/)).toBeTruthy();
    const sydney = await card('HairSalon Sydney');
    expect(within(sydney).getByText('+61 2 9251 4567')).toBeTruthy();
    expect(within(sydney).getByText('Time zone: Australia/Sydney')).toBeTruthy();
    expect(within(sydney).getByText(/\((AEST|AEDT)\)$/)).toBeTruthy();
    expect(within(sydney).queryByText(/Main location/)).toBeNull();
  });

  it('adds a location in the zone chosen from the list, after asking for its name', async () => {
    renderWithApi(<LocationManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(messages.location.nameRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'HairSalon Tokyo' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), { target: { value: '1-2-3 Ginza, Tokyo' } });
    const zone = within(dialog).getByRole('combobox', { name: /^Time zone/ });
    fireEvent.click(zone);
    const listbox = await screen.findByRole('listbox', { name: /^Time zone/, hidden: true });
    fireEvent.click(await within(listbox).findByText('Asia/Tokyo'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(messages.location.created)).toBeTruthy();
    const tokyo = await card('HairSalon Tokyo');
    expect(within(tokyo).getByText('Time zone: Asia/Tokyo')).toBeTruthy();
    expect(within(tokyo).getByText(/\(GMT\+9\)$/)).toBeTruthy();
    expect(locationMockDb.locations.at(-1)).toMatchObject({ name: 'HairSalon Tokyo', timeZone: 'Asia/Tokyo', addressVi: null });
  });

  it('edits a location with its current values in the form, and shows a name another location has as the server says', async () => {
    renderWithApi(<LocationManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit HairSalon Sydney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit location' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    expect(name.value).toBe('HairSalon Sydney');
    fireEvent.change(name, { target: { value: 'hairsalon ho chi minh city' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.location.nameTaken)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'HairSalon Bondi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.location.saved)).toBeTruthy();
    expect(await card('HairSalon Bondi')).toBeTruthy();
  });

  it('archives a location after asking, and shows why the last one cannot be', async () => {
    renderWithApi(<LocationManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive HairSalon Sydney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive location' });
    expect(within(dialog).getByText(/^Archive HairSalon Sydney\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(messages.location.archived)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'HairSalon Sydney' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Archive HairSalon Ho Chi Minh City' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Archive location' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(messages.location.lastActive)).toBeTruthy();
    expect(await card('HairSalon Ho Chi Minh City')).toBeTruthy();
  });

  it('reads in Vietnamese: the Vietnamese address, the buttons and the refusal', async () => {
    setLanguage('vi');
    renderWithApi(<LocationManagement />);
    expect(await screen.findByRole('heading', { name: 'Chi nhánh' })).toBeTruthy();
    const hcmc = await card('HairSalon Ho Chi Minh City');
    expect(within(hcmc).getByText('123 Lê Lợi, Quận 1, TP. Hồ Chí Minh')).toBeTruthy();
    expect(within(hcmc).getByText(/^Giờ địa phương hiện tại: \d{2}:\d{2} \(GMT\+7\)$/)).toBeTruthy();
    // Sydney has no Vietnamese address: its one address shows.
    expect(within(await card('HairSalon Sydney')).getByText('88 George Street, The Rocks NSW 2000, Australia')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm chi nhánh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm chi nhánh' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(await within(dialog).findByText(messagesVi.location.nameRequired)).toBeTruthy();
  });
});

describe('timeZoneOptions', () => {
  it('offers the salon’s zone and the current one even where the browser lists only their aliases', () => {
    const options = timeZoneOptions('Etc/GMT-7');
    expect(options).toContain('Asia/Ho_Chi_Minh');
    expect(options).toContain('Australia/Sydney');
    expect(options).toContain('Etc/GMT-7');
    expect(options).toEqual([...options].sort());
  });
});
