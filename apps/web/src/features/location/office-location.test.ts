import { type LocationView, Role } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { choiceFromValue, officeScope } from './office-location';

const place = (id: number, name: string, timeZone: string): LocationView => ({
  id,
  name,
  address: '',
  addressVi: null,
  phone: '',
  timeZone,
});
const hcmc = place(1, 'HairSalon Ho Chi Minh City', 'Asia/Ho_Chi_Minh');
const sydney = place(2, 'HairSalon Sydney', 'Australia/Sydney');
const chain = [hcmc, sydney];

describe('the back office’s location filter', () => {
  it('changes nothing for a single salon: no picker, no zone named, nothing sent, whoever looks', () => {
    for (const roleId of [Role.Admin, Role.Staff, Role.Stylist]) {
      expect(officeScope({ roleId, locations: [hcmc], remembered: 2, ownLocationId: 1, chainAllowed: true })).toEqual({
        location: hcmc,
        input: {},
        pickable: false,
        several: false,
      });
    }
  });

  it('gives a chain’s admin a picker, on the first open location until they choose', () => {
    expect(officeScope({ roleId: Role.Admin, locations: chain, remembered: null })).toEqual({
      location: hcmc,
      input: { locationId: 1 },
      pickable: true,
      several: true,
    });
  });

  it('keeps the admin’s choice, and goes back to the first location when the chosen one is no longer open', () => {
    expect(officeScope({ roleId: Role.Admin, locations: chain, remembered: 2 }).input).toEqual({ locationId: 2 });
    expect(officeScope({ roleId: Role.Admin, locations: chain, remembered: 9 }).location).toBe(hcmc);
  });

  it('offers the whole chain only where the page has a chain view (the dashboard); elsewhere the first location', () => {
    expect(officeScope({ roleId: Role.Admin, locations: chain, remembered: 'chain', chainAllowed: true })).toEqual({
      location: null,
      input: { chain: true },
      pickable: true,
      several: true,
    });
    expect(officeScope({ roleId: Role.Admin, locations: chain, remembered: 'chain' }).input).toEqual({ locationId: 1 });
  });

  it('holds staff and stylists to their own location, without a picker, whatever the admin last chose on this browser', () => {
    for (const roleId of [Role.Staff, Role.Stylist]) {
      expect(officeScope({ roleId, locations: chain, ownLocationId: 2, remembered: 1, chainAllowed: true })).toEqual({
        location: sydney,
        input: { locationId: 2 },
        pickable: false,
        several: true,
      });
    }
  });

  it('sends nothing for staff whose location is not known yet (the server holds them to theirs)', () => {
    expect(officeScope({ roleId: Role.Staff, locations: chain, ownLocationId: null, remembered: 2 }).input).toEqual({});
  });

  it('reads the picker’s value as a location id or the chain, and nothing else', () => {
    expect(choiceFromValue('2')).toBe(2);
    expect(choiceFromValue('chain')).toBe('chain');
    for (const value of [null, '', '0', '-1', '1.5', 'sydney']) expect(choiceFromValue(value)).toBeNull();
  });
});
