import { Role } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';

const field = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));

/** REST path of the feedback list (spec §7 Feedback); the list is also at top level as `feedback`. */
export const feedbackRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-feedback-by-serviceId',
    procedure: 'feedback.listByService',
    encoding: 'query',
    access: 'public',
    summary:
      "A service's feedback (?serviceId=&page=), newest first, 4 per page; top-level feedback, data { items, total, page, pageSize }.",
    call: (caller, { values }) =>
      caller.feedback.listByService({
        serviceId: field(values.serviceId) as unknown as number,
        page: (field(values.page) ?? 1) as unknown as number,
      }),
    present: (result) => ({ top: { feedback: result.items }, data: result }),
  }),
  route({
    method: 'POST',
    path: '/create-feedback',
    encoding: 'json',
    access: [Role.Customer],
    procedure: 'feedback.create',
    summary:
      'Rate one service of your own completed booking (rating 1-5, comment ≥ 5 characters), once. customerId is taken from the token.',
    call: (caller, { values }) =>
      caller.feedback.create({
        rating: field(values.rating) as unknown as number,
        comment: field(values.comment) as string,
        bookingId: field(values.bookingId) as unknown as number,
        serviceId: field(values.serviceId) as unknown as number,
      }),
    present: (result) => ({ data: result, message: result.message }),
  }),
];
