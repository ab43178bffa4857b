import { type RestRoute, route } from '../../rest/routes.js';

export const paymentRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/payment-and-verify-book-appointment',
    procedure: 'payment.verify',
    encoding: 'form',
    summary: 'Verify and capture the payment on return from PayPal: token (PayPal order id), paymentId, payerId, stylistId.',
    call: (caller, { values }) =>
      caller.payment.verify({
        token: values.text('token') as string,
        paymentId: values.number('paymentId') as number,
        // The return URL's PayerID, under the spec's name payerId or as PayPal spells it.
        payerId: values.text('payerId') ?? values.text('PayerID'),
        stylistId: values.number('stylistId') as number,
      }),
    present: (result) => ({ data: result, message: result.message }),
  }),
];
