import { type RestRoute, route } from '../../rest/routes.js';
import { str } from '../../rest/values.js';

export const paymentRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/payment-and-verify-book-appointment',
    procedure: 'payment.verify',
    encoding: 'form',
    access: 'public',
    summary: 'Verify and capture the payment on return from PayPal: token (PayPal order id), paymentId, payerId, stylistId.',
    call: (caller, { values }) =>
      caller.payment.verify({
        token: str(values.token) as string,
        paymentId: values.paymentId as number,
        payerId: str(values.payerId ?? values.PayerID),
        stylistId: values.stylistId as number,
      }),
    present: (result) => ({ data: result, message: result.message }),
  }),
];
