import { Role } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';

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
        serviceId: values.number('serviceId') as number,
        page: (values.number('page') ?? 1) as number,
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
        rating: values.number('rating') as number,
        comment: values.text('comment') as string,
        bookingId: values.number('bookingId') as number,
        serviceId: values.number('serviceId') as number,
      }),
    present: (result) => ({ data: result, message: result.message }),
  }),
];
