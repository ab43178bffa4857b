import type { AppRouter } from '@hairsalon/api';
import { messages, Role, salonDayFromParts, slotStartMs, TIME_SLOTS } from '@hairsalon/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { TrpcMockError, trpcMutation } from '../../mocks/trpc';
import { renderWithApi, TEST_API_URL } from '../../test/render-with-api';
import { saveSession } from '../auth/session-storage';
import { PaymentCancel } from './payment-cancel';
import { verifyPaymentReturn } from './payment-queries';
import { PaymentSuccess } from './payment-success';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBookingMockData();
});
afterAll(() => server.close());

function loaderContext() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpLink({ url: TEST_API_URL, headers: () => ({ Authorization: `Bearer ${localStorage.getItem('hairSalonToken') ?? ''}` }) })],
  });
  return { queryClient, trpcClient, trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }) };
}

const returned = { token: 'ORDER-1', paymentId: '5', PayerID: 'PAYER', stylistId: '11' };

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

describe('payment return verification (the success route loader)', () => {
  it('verifies once with the returned values and confirms a visitor’s booking', async () => {
    const calls: unknown[] = [];
    server.use(
      trpcMutation('payment.verify', (input) => {
        calls.push(input);
        return { bookingId: 501, statusId: 'S2', amount: 37, message: messages.payment.success };
      }),
    );
    expect(await verifyPaymentReturn(loaderContext(), returned)).toEqual({ kind: 'confirmed', ownBooking: null });
    expect(calls).toEqual([{ token: 'ORDER-1', paymentId: 5, payerId: 'PAYER', stylistId: 11 }]);
  });

  it('tells a signed-in customer whether the booking is theirs', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, { id: 7, firstName: 'An', lastName: 'Vo', roleId: Role.Customer });
    resetBookingMockData([sampleBooking({ id: 501 })]);
    server.use(trpcMutation('payment.verify', () => ({ bookingId: 501, statusId: 'S2', amount: 37, message: messages.payment.success })));
    expect(await verifyPaymentReturn(loaderContext(), returned)).toEqual({
      kind: 'confirmed',
      ownBooking: true,
      booking: expect.objectContaining({ id: 501 }),
    });
    server.use(trpcMutation('payment.verify', () => ({ bookingId: 999, statusId: 'S2', amount: 37, message: messages.payment.success })));
    expect(await verifyPaymentReturn(loaderContext(), returned)).toEqual({ kind: 'confirmed', ownBooking: false });
  });

  it('does not call the server when the return link lacks its values', async () => {
    expect(await verifyPaymentReturn(loaderContext(), { paymentId: '5' })).toEqual({ kind: 'missing' });
  });

  it('tells a refunded booking apart from a failed verification', async () => {
    server.use(
      trpcMutation('payment.verify', () => {
        throw new TrpcMockError('BAD_REQUEST', messages.payment.refunded);
      }),
    );
    expect(await verifyPaymentReturn(loaderContext(), returned)).toEqual({ kind: 'refunded' });
    server.use(
      trpcMutation('payment.verify', () => {
        throw new TrpcMockError('BAD_REQUEST', messages.payment.declined);
      }),
    );
    expect(await verifyPaymentReturn(loaderContext(), returned)).toEqual({ kind: 'failed', reason: messages.payment.declined });
  });
});

describe('payment success page', () => {
  it('shows Payment Successful! with Return to Home', async () => {
    renderWithApi(<PaymentSuccess outcome={{ kind: 'confirmed', ownBooking: true }} />);
    expect(await screen.findByText(messages.payment.success)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('says when a chain’s booking is, on its location’s clock with the zone named (issue 24)', async () => {
    // 9:00 on Sunday 5 April 2026 in Sydney, the morning its clocks went back: AEST.
    const dateMs = salonDayFromParts(2026, 4, 5, 'Australia/Sydney');
    const booking = sampleBooking({
      dateMs,
      startMs: slotStartMs(dateMs, TIME_SLOTS[0], 'Australia/Sydney'),
      timeType: 'T1',
      timeTypeDataBooking: { valueEn: TIME_SLOTS[0].valueEn, valueVi: TIME_SLOTS[0].valueVi },
      locationId: 2,
      timeZone: 'Australia/Sydney',
      zoneNamed: true,
      stylistDataBooking: { firstName: 'Olivia', lastName: 'Smith' },
    });
    renderWithApi(<PaymentSuccess outcome={{ kind: 'confirmed', ownBooking: true, booking }} />);
    expect(await screen.findByText('Your appointment: 05-04-2026 9:00 AM (AEST) with Olivia Smith.')).toBeTruthy();
  });

  it('says when the confirmed booking is not in the customer’s account', async () => {
    renderWithApi(<PaymentSuccess outcome={{ kind: 'confirmed', ownBooking: false }} />);
    expect(await screen.findByText(messages.payment.notYourBooking)).toBeTruthy();
  });

  it('words a refunded booking, missing details and a failure', async () => {
    const { unmount } = renderWithApi(<PaymentSuccess outcome={{ kind: 'refunded' }} />);
    expect(await screen.findByText(messages.payment.refunded)).toBeTruthy();
    unmount();
    renderWithApi(<PaymentSuccess outcome={{ kind: 'missing' }} />);
    expect(await screen.findByText(messages.payment.detailsMissing)).toBeTruthy();
    renderWithApi(<PaymentSuccess outcome={{ kind: 'failed', reason: messages.payment.declined }} />);
    expect(await screen.findByText(messages.payment.verificationFailed(messages.payment.declined))).toBeTruthy();
  });
});
