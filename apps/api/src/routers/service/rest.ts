import { type Language, serviceDescription, serviceName } from '@hairsalon/shared';
import { type RestInput, type RestRoute, route } from '../../rest/routes.js';
import { optionalLocation } from '../../rest/values.js';
import { imageFileOf } from '../../uploads/rest.js';
import type { ServiceView } from './service.service.js';

/**
 * A service as the spec's clients read it: one name and one description, in the language the caller asked for
 * (English unless Accept-Language names Vietnamese), with no translation fields beside them.
 */
export function serviceInLanguage({ nameVi, descriptionVi, ...service }: ServiceView, language: Language) {
  return {
    ...service,
    name: serviceName({ name: service.name, nameVi }, language),
    description: serviceDescription({ description: service.description, descriptionVi }, language),
  };
}

/** An empty field counts as not sent (so it gets the "required" message). */
const serviceFields = ({ values }: RestInput) => ({
  name: values.text('name') as string,
  description: values.text('description') as string,
  // Beyond the spec: the Vietnamese texts (left out, an update keeps them).
  nameVi: values.text('nameVi'),
  descriptionVi: values.text('descriptionVi'),
  price: values.decimal('price') as number,
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
    summary:
      'Bookable (not archived) services by name, as a bare JSON array; price in dollars. With ?locationId=, those offered at that location at its prices.',
    fields: { locationId: 'number' },
    present: (list, language) => ({ data: list.map((service) => serviceInLanguage(service, language)) }),
    bare: { shape: 'list' },
  }),
  route({
    method: 'GET',
    path: '/get-detail-service-by-id',
    procedure: 'service.getById',
    encoding: 'query',
    summary:
      "One bookable service (?id=), its fields at top level and under data; 'Service not found.' (errCode 404) for a missing, archived or non-numeric id.",
    call: (caller, { values }) => {
      // Text that is no number names no service, like any id no service has.
      const id = values.number('id');
      return caller.service.getById({ id: Number.isNaN(id) ? undefined : id, ...optionalLocation(values) });
    },
    present: (service, language) => {
      const shown = serviceInLanguage(service, language);
      return { top: shown, data: shown };
    },
  }),
  route({
    method: 'POST',
    path: '/create-service',
    procedure: 'service.create',
    encoding: 'multipart',
    summary:
      'Create a service: multipart name, description, price (dollars), imageFile (JPEG/PNG/WebP, at most 5 MB), optional durationMinutes (60–240, whole hours) and bufferMinutes (0–120).',
    call: (caller, input) => caller.service.create({ ...serviceFields(input), imageFile: imageFileOf(input) }),
  }),
  route({
    method: 'PUT',
    path: '/update-service',
    procedure: 'service.update',
    encoding: 'multipart',
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
    summary: 'Delete a service (?id=); one that bookings refer to is archived instead (hidden from customers).',
    fields: { id: 'number' },
  }),
];
