import { messages } from '@hairsalon/shared';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/server';
import { TrpcMockError, trpcMutation } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { PaymentCancel } from './payment-cancel';
import { PaymentSuccess } from './payment-success';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('payment cancel page', () => {
  it('says the cancellation information is missing without a token', async () => {
    renderWithApi(<PaymentCancel search={{ paymentId: '5', stylistId: '11' }} />);
    expect(await screen.findByText(messages.payment.cancelMissing)).toBeTruthy();
  });

  it('shows the cancel message with a token', async () => {
    renderWithApi(<PaymentCancel search={{ token: 'ORDER-1', paymentId: '5', stylistId: '11' }} />);
    expect(await screen.findByText(messages.payment.cancelled)).toBeTruthy();
    expect(screen.queryByText(messages.payment.cancelMissing)).toBeNull();
  });
});

describe('payment success page', () => {
  it('verifies once and shows Payment Successful! with Return to Home', async () => {
    let calls = 0;
    server.use(
      trpcMutation('payment.verify', (input) => {
        calls++;
        expect(input).toEqual({ token: 'ORDER-1', paymentId: 5, payerId: 'PAYER', stylistId: 11 });
        return { bookingId: 1, statusId: 'S2', amount: 37, message: 'ok' };
      }),
    );
    renderWithApi(<PaymentSuccess search={{ token: 'ORDER-1', paymentId: '5', PayerID: 'PAYER', stylistId: '11' }} />);
    expect(await screen.findByText(messages.payment.success)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(calls).toBe(1);
  });

  it("shows the server's reason when verification fails", async () => {
    server.use(
      trpcMutation('payment.verify', () => {
        throw new TrpcMockError('BAD_REQUEST', messages.payment.declined);
      }),
    );
    renderWithApi(<PaymentSuccess search={{ token: 'ORDER-2', paymentId: '6', PayerID: 'PAYER', stylistId: '11' }} />);
    expect(await screen.findByText(messages.payment.verificationFailed(messages.payment.declined))).toBeTruthy();
  });
});
