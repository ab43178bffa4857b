import { FEEDBACK_PAGE_SIZE, foldForSearch, messages, USER_PAGE_SIZE, UserStatus } from '@hairsalon/shared';
import { HttpResponse, http } from 'msw';
import { mockDb, sampleFeedback } from '../data';
import { TrpcMockError, trpcMutation, trpcQuery } from '../trpc';
import { locationMockDb } from './location';

const now = () => new Date().toISOString();

function findService(id: unknown) {
  const service = mockDb.services.find((s) => String(s.id) === String(id));
  if (!service) throw new TrpcMockError('NOT_FOUND', messages.service.notFound);
  return service;
}

/** Services, stylists, users, feedback and the upload endpoint, over the in-memory `mockDb`. */
export const catalogueHandlers = [
  trpcQuery('service.list', (input) =>
    [...mockDb.services]
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((service) => {
        // As the server answers for one location: what is offered there, at its price.
        const locationId = input?.locationId;
        if (locationId === undefined || service.locations.length === 0) return [service];
        const offer = service.locations.find((o) => o.locationId === locationId);
        return offer ? [{ ...service, price: offer.price ?? service.price }] : [];
      }),
  ),
  trpcQuery('service.getById', (input) => findService(input.id)),
  trpcMutation('service.create', (input) => {
    if (!input.image) throw new TrpcMockError('BAD_REQUEST', messages.service.imageRequired, { imageFile: messages.service.imageRequired });
    const service = {
      id: mockDb.nextId++,
      name: input.name,
      description: input.description,
      nameVi: input.nameVi ?? null,
      descriptionVi: input.descriptionVi ?? null,
      price: Number(input.price),
      durationMinutes: Number(input.durationMinutes ?? 60),
      bufferMinutes: Number(input.bufferMinutes ?? 0),
      image: input.image,
      locations: input.locations ?? [],
      createdAt: now(),
      updatedAt: now(),
    };
    mockDb.services.push(service);
    return service;
  }),
  trpcMutation('service.update', (input) => {
    const service = findService(input.id);
    Object.assign(service, {
      name: input.name,
      description: input.description,
      nameVi: input.nameVi === undefined ? service.nameVi : input.nameVi,
      descriptionVi: input.descriptionVi === undefined ? service.descriptionVi : input.descriptionVi,
      price: Number(input.price),
      durationMinutes: Number(input.durationMinutes ?? service.durationMinutes),
      bufferMinutes: Number(input.bufferMinutes ?? service.bufferMinutes),
      image: input.image ?? service.image,
      locations: input.locations ?? service.locations,
      updatedAt: now(),
    });
    return service;
  }),
  trpcMutation('service.delete', (input) => {
    findService(input.id);
    mockDb.services = mockDb.services.filter((s) => s.id !== Number(input.id));
    return { id: Number(input.id), archived: false };
  }),

  trpcQuery('feedback.listByService', (input) => {
    const page = Number(input.page ?? 1);
    const all = sampleFeedback[Number(input.serviceId)] ?? [];
    const start = (page - 1) * FEEDBACK_PAGE_SIZE;
    return { items: all.slice(start, start + FEEDBACK_PAGE_SIZE), total: all.length, page, pageSize: FEEDBACK_PAGE_SIZE };
  }),

  // A location's stylists (issue 24): the one asked for, else the first open location's, as the API answers.
  trpcQuery('stylist.list', (input) => {
    const at = input?.locationId ?? locationMockDb.locations[0]?.id ?? 1;
    return mockDb.stylists.filter((s) => s.locationId === at);
  }),
  trpcMutation('stylist.create', (input) => {
    const id = mockDb.nextId++;
    mockDb.stylists.push({
      id,
      locationId: 1,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender ?? null,
      image: null,
      roleId: 'R3',
      status: UserStatus.Active,
      positionId: input.positionId,
      email: input.email,
      phoneNumber: input.phoneNumber,
      salaryData: null,
    });
    return { id };
  }),

  trpcQuery('user.list', (input) => {
    const page = Number(input.page ?? 1);
    const term = input.search?.trim().toLowerCase() ?? '';
    const matching = mockDb.users.filter((u) => foldForSearch(`${u.firstName} ${u.lastName}`).includes(foldForSearch(term)));
    const start = (page - 1) * USER_PAGE_SIZE;
    const items = matching.slice(start, start + USER_PAGE_SIZE).map((u) => ({
      ...u,
      locationId: u.roleId === 'R1' || u.roleId === 'R3' ? (u.locationId ?? 1) : null,
    }));
    return { items, total: matching.length, page, pageSize: USER_PAGE_SIZE };
  }),
  trpcMutation('user.moveToLocation', (input) => {
    const user = mockDb.users.find((u) => u.id === input.id);
    const stylist = mockDb.stylists.find((s) => s.id === input.id);
    if (!user && !stylist) throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
    if (user) user.locationId = input.locationId;
    if (stylist) stylist.locationId = input.locationId;
    return { id: input.id, locationId: input.locationId };
  }),
  trpcMutation('user.changeStatus', (input) => {
    const user = mockDb.users.find((u) => u.id === Number(input.id));
    if (!user) throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
    const status = user.status === UserStatus.Active ? UserStatus.Inactive : UserStatus.Active;
    user.status = status;
    return { id: user.id, status };
  }),
  trpcMutation('user.createStaff', (input) => {
    if (mockDb.users.some((u) => u.email === input.email)) throw new TrpcMockError('CONFLICT', messages.register.emailTaken);
    const id = mockDb.nextId++;
    mockDb.users.push({
      id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender ?? null,
      address: '',
      phoneNumber: input.phoneNumber,
      image: null,
      points: 0,
      status: UserStatus.Active,
      roleId: 'R1',
      createdAt: now(),
      updatedAt: now(),
    });
    return { id };
  }),
  trpcMutation('user.edit', (input) => {
    const { id, image, ...fields } = input;
    mockDb.me = { ...mockDb.me, ...fields, id: Number(id), image: image ?? mockDb.me.image, updatedAt: now() } as typeof mockDb.me;
    return mockDb.me;
  }),
  trpcQuery('auth.me', () => mockDb.me),

  http.post('*/api/upload-image', ({ request }) => {
    const uploaded = { url: new URL('/uploads/sample.png', request.url).href, path: '/uploads/sample.png' };
    return HttpResponse.json({ errCode: 0, success: true, ...uploaded, data: uploaded });
  }),
];
