import { type RestRoute, route } from '../../rest/routes.js';
import { pagingOf, pagingTop } from '../../rest/values.js';

/** REST path of the feedback list (spec §7 Feedback); the list is also at top level as `feedback`. */
export const feedbackRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-feedback-by-serviceId',
    procedure: 'feedback.listByService',
    encoding: 'query',
    summary:
      'Every review of a service (?serviceId=), newest first, as top-level feedback and as data; ?page= (4 per page) and ?limit= page it (total, page, limit at top level).',
    call: (caller, { values }) => caller.feedback.listByService({ serviceId: values.number('serviceId') as number, ...pagingOf(values) }),
    present: (result) => ({ top: { feedback: result.items, ...pagingTop(result) }, data: result.items }),
  }),
  route({
    method: 'POST',
    path: '/create-feedback',
    encoding: 'json',
    procedure: 'feedback.create',
    summary:
      'Rate one service of your own completed booking (rating 1-5, comment ≥ 5 characters), once. customerId is taken from the token.',
    fields: { rating: 'number', comment: 'text', bookingId: 'number', serviceId: 'number' },
    present: (result) => ({ data: result, message: result.message }),
  }),
];
