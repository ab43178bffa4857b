import { type RestInput, type RestRoute, route } from '../../rest/routes.js';
import { imageFileOf } from '../../uploads/rest.js';

/** An empty field counts as not sent (so it gets the "required" message). */
const serviceFields = ({ values }: RestInput) => ({
  name: values.text('name') as string,
  description: values.text('description') as string,
  price: values.number('price') as number,
  // Beyond the spec (docs/decisions/009): left out, a service lasts one slot with no buffer.
  durationMinutes: values.number('durationMinutes') as number | undefined,
  bufferMinutes: values.number('bufferMinutes') as number | undefined,
});

/** REST paths of the service calls (spec §7 Services). */
export const serviceRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-services',
    procedure: 'service.list',
    encoding: 'query',
    access: 'public',
    summary: 'Bookable (not archived) services by name; price in dollars.',
    call: (caller) => caller.service.list(),
  }),
  route({
    method: 'GET',
    path: '/get-detail-service-by-id',
    procedure: 'service.getById',
    encoding: 'query',
    access: 'public',
    summary:
      "One bookable service (?id=), its fields at top level and under data; 'Service not found.' (errCode 404) for a missing, archived or non-numeric id.",
    call: (caller, { values }) => caller.service.getById({ id: values.number('id') }),
    present: (service) => ({ top: service, data: service }),
  }),
  route({
    method: 'POST',
    path: '/create-service',
    procedure: 'service.create',
    encoding: 'multipart',
    access: ['R2'],
    summary:
      'Create a service: multipart name, description, price (dollars), imageFile (JPEG/PNG/WebP, at most 5 MB), optional durationMinutes (60–240, whole hours) and bufferMinutes (0–120).',
    call: (caller, input) => caller.service.create({ ...serviceFields(input), imageFile: imageFileOf(input) }),
  }),
  route({
    method: 'PUT',
    path: '/update-service',
    procedure: 'service.update',
    encoding: 'multipart',
    access: ['R2'],
    summary:
      'Update a service: multipart id, name, description, price, optional imageFile (replaces the old image), durationMinutes and bufferMinutes.',
    call: (caller, input) =>
      caller.service.update({ ...serviceFields(input), id: input.values.number('id') as number, imageFile: imageFileOf(input) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete-service',
    procedure: 'service.delete',
    encoding: 'query',
    access: ['R2'],
    summary: 'Delete a service (?id=); one that bookings refer to is archived instead (hidden from customers).',
    call: (caller, { values }) => caller.service.delete({ id: values.number('id') as number }),
  }),
];
