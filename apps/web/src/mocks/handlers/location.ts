import { type LocationInput, type LocationView, messages } from '@hairsalon/shared';
import { TrpcMockError, trpcMutation, trpcQuery } from '../trpc';

/** The demo chain's locations in mock mode (issue 24), as the seed has them: Ho Chi Minh City first, then Sydney. */
const demoLocations: LocationView[] = [
  {
    id: 1,
    name: 'HairSalon Ho Chi Minh City',
    address: '123 Le Loi, District 1, Ho Chi Minh City',
    addressVi: '123 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    phone: '+84 28 3823 4567',
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  {
    id: 2,
    name: 'HairSalon Sydney',
    address: '88 George Street, The Rocks NSW 2000, Australia',
    addressVi: null,
    phone: '+61 2 9251 4567',
    timeZone: 'Australia/Sydney',
  },
];

export const locationMockDb = { locations: demoLocations.map((l) => ({ ...l })), nextId: 3 };

export function resetLocationMockData() {
  locationMockDb.locations = demoLocations.map((l) => ({ ...l }));
  locationMockDb.nextId = 3;
}

const viewOf = (id: number, input: LocationInput): LocationView => ({
  id,
  name: input.name.trim(),
  address: input.address.trim(),
  addressVi: input.addressVi.trim() === '' ? null : input.addressVi.trim(),
  phone: input.phone.trim(),
  timeZone: input.timeZone.trim(),
});

const refuseTaken = (name: string, exceptId?: number) => {
  if (locationMockDb.locations.some((l) => l.id !== exceptId && l.name.toLowerCase() === name.trim().toLowerCase())) {
    throw new TrpcMockError('BAD_REQUEST', messages.location.nameTaken, { name: messages.location.nameTaken });
  }
};

export const locationHandlers = [
  trpcQuery('location.list', () => locationMockDb.locations),
  trpcMutation('location.create', (input) => {
    refuseTaken(input.name);
    const location = viewOf(locationMockDb.nextId++, input);
    locationMockDb.locations.push(location);
    return { location, message: messages.location.created };
  }),
  trpcMutation('location.update', (input) => {
    const { id, ...fields } = input;
    const at = locationMockDb.locations.findIndex((l) => l.id === id);
    if (at < 0) throw new TrpcMockError('NOT_FOUND', messages.location.notFound);
    refuseTaken(fields.name, id);
    const location = viewOf(id, fields);
    locationMockDb.locations[at] = location;
    return { location, message: messages.location.saved };
  }),
  trpcMutation('location.archive', ({ id }) => {
    if (!locationMockDb.locations.some((l) => l.id === id)) throw new TrpcMockError('NOT_FOUND', messages.location.notFound);
    if (locationMockDb.locations.length === 1) throw new TrpcMockError('CONFLICT', messages.location.lastActive);
    locationMockDb.locations = locationMockDb.locations.filter((l) => l.id !== id);
    return { id, message: messages.location.archived };
  }),
];
