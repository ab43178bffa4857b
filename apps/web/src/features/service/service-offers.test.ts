import { describe, expect, it } from 'vitest';
import { offeredNowhere, offersFromService, offersToInput } from './service-offers';

const chain = [
  { id: 1, name: 'Ho Chi Minh City' },
  { id: 2, name: 'Sydney' },
];

describe('where a service is offered, in the admin form', () => {
  it('starts with every location ticked for a service offered everywhere, and sends that back as everywhere', () => {
    const values = offersFromService(chain, []);
    expect(values).toEqual({ '1': { offered: true, price: '' }, '2': { offered: true, price: '' } });
    expect(offersToInput(chain, values)).toEqual([]);
  });

  it('sends only the ticked locations, each with its own price or none', () => {
    const values = offersFromService(chain, [{ locationId: 2, price: 55.5 }]);
    expect(values['1']).toEqual({ offered: false, price: '' });
    expect(values['2']).toEqual({ offered: true, price: 55.5 });
    expect(offersToInput(chain, values)).toEqual([{ locationId: 2, price: 55.5 }]);
    expect(offersToInput(chain, { ...values, '2': { offered: true, price: '' } })).toEqual([{ locationId: 2, price: null }]);
  });

  it('keeps a price set at every location as a list (not everywhere at the service price)', () => {
    const values = { '1': { offered: true, price: '' }, '2': { offered: true, price: 60 } };
    expect(offersToInput(chain, values)).toEqual([
      { locationId: 1, price: null },
      { locationId: 2, price: 60 },
    ]);
  });

  it('leaves out a location no longer open, and knows when nothing is ticked', () => {
    const values = offersFromService(
      [chain[0] as (typeof chain)[number]],
      [
        { locationId: 1, price: null },
        { locationId: 9, price: 10 },
      ],
    );
    expect(offersToInput([chain[0] as (typeof chain)[number]], values)).toEqual([]);
    expect(offeredNowhere(chain, { '1': { offered: false, price: '' }, '2': { offered: false, price: 3 } })).toBe(true);
    expect(offeredNowhere(chain, { '1': { offered: false, price: '' }, '2': { offered: true, price: '' } })).toBe(false);
  });
});
