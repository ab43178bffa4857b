import { BookingStatus, messages, messagesVi, Role } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetBookingMockData, sampleBooking, sampleSlots } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { TrpcMockError, trpcMutation } from '../../mocks/trpc';
import { sampleBookingInput } from '../../test/booking-input';
import { renderWithApi } from '../../test/render-with-api';
import { saveSession } from '../auth/session-storage';
import { BookingForm } from '../booking/booking-form';
import { useCreateBooking } from '../booking/booking-queries';
import { OrderHistory } from '../booking/order-history';
import { slotChoices, TimeSlotGrid } from '../booking/time-slot-grid';
import { setLanguage } from './language-store';

/** Issue 13: the customer screens in Vietnamese (the other component tests keep asserting the English default). */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockData();
  setLanguage('vi');
});
afterEach(() => {
  server.resetHandlers();
  resetBookingMockData();
  setLanguage('en');
  localStorage.clear();
});
afterAll(() => server.close());

describe('the booking form in Vietnamese', () => {
  it('labels its sections, fields and total in Vietnamese and validates in Vietnamese', async () => {
    renderWithApi(<BookingForm />);
    expect(await screen.findByRole('combobox', { name: 'Dịch vụ 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thông tin của bạn' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stylist và ngày' })).toBeTruthy();
    expect(screen.getByText('Chọn stylist và ngày để xem các giờ còn trống.')).toBeTruthy();
    expect(screen.getByText('Tổng cộng')).toBeTruthy();
    expect(screen.queryByText('Your details')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Đặt lịch ngay' }));
    expect(await screen.findByText(messagesVi.booking.fullNameRequired)).toBeTruthy();
  });

  it('says under the points field, in Vietnamese, why too many points were reset', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { id: 7, firstName: 'An', lastName: 'Vo', roleId: Role.Customer });
    renderWithApi(<BookingForm />);
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toContain('40'));
    // The profile has filled the form in (an effect), as it has before anyone types.
    const email = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    await waitFor(() => expect(email.value).not.toBe(''));
    const points = screen.getByRole('textbox', { name: 'Số điểm sử dụng' }) as HTMLInputElement;
    fireEvent.change(points, { target: { value: '35' } });
    await waitFor(() => expect(points.value).toBe('30'));
    // The field's own message (its description and error), not only the toast.
    const underField = () =>
      (points.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    await waitFor(() => expect(underField()).toContain(messagesVi.booking.pointsMax));
    expect(underField()).not.toContain(messages.booking.pointsMax);
  });

  it('shows the time slots with their 24-hour Vietnamese labels', async () => {
    const choices = slotChoices(sampleSlots(11, Date.now() + 7 * 86_400_000), Date.now() + 7 * 86_400_000, Date.now());
    renderWithApi(<TimeSlotGrid choices={choices} selected="" onSelect={() => {}} loading={false} ready />);
    const grid = await screen.findByRole('group', { name: 'Các khung giờ' });
    expect(within(grid).getByRole('button', { name: '09:00' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: '17:00' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: '9:00 AM' })).toBeNull();
  });
});

describe('the order history in Vietnamese', () => {
  it('names the columns, the status and the actions in Vietnamese', async () => {
    resetBookingMockData([
      sampleBooking({ id: 502, statusId: BookingStatus.Pending, timeType: 'T1' }),
      sampleBooking({ id: 501, statusId: BookingStatus.Completed }),
    ]);
    renderWithApi(<OrderHistory />);
    const table = await screen.findByRole('table', { name: 'Lịch sử đặt lịch' });
    for (const header of ['Tên dịch vụ', 'Stylist', 'Ngày hẹn', 'Trạng thái', 'Thao tác', 'Đánh giá']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getAllByText('Chờ thanh toán').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Hoàn thành').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/ 09:00$/).length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('button', { name: 'Đánh giá' }).length).toBeGreaterThan(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Hủy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy lịch hẹn' });
    expect(within(dialog).getByRole('button', { name: 'Giữ lịch hẹn' })).toBeTruthy();
    expect(within(dialog).getByText(/^Bạn có chắc muốn hủy lịch hẹn lúc 09:00 ngày \d{2}-\d{2}-\d{4}\?$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ lịch hẹn' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hủy lịch hẹn' })).toBeNull());

    expect(await screen.findByRole('heading', { name: 'Danh sách chờ' })).toBeTruthy();
  });

  it('says how long a pending booking waits for its payment, beside "Thanh toán ngay"', async () => {
    resetBookingMockData([
      sampleBooking({
        id: 503,
        statusId: BookingStatus.Pending,
        holdExpiresAt: new Date(Date.now() + 10 * 60_000 - 5_000).toISOString(),
        payment: { id: 903, provider: 'paypal', status: 'created', amount: 37, refunded: 0, approvalUrl: 'http://localhost/pay?token=503' },
      }),
    ]);
    renderWithApi(<OrderHistory />);
    const table = await screen.findByRole('table', { name: 'Lịch sử đặt lịch' });
    expect(await within(table).findByText('Còn 10 phút để thanh toán')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Thanh toán ngay' })).toBeTruthy();
  });
});

describe('a deactivated account booking in Vietnamese', () => {
  /** Books once; says when the booking was refused. */
  function BookOnce() {
    const create = useCreateBooking();
    const booking = sampleBookingInput;
    return (
      <>
        <button type="button" onClick={() => create.mutate(booking)}>
          Book
        </button>
        {create.isError && <p>refused</p>}
      </>
    );
  }

  it("leaves the refusal to the app's one inactive-account path: the booking adds no toast of its own", async () => {
    // The mock answers in the reader's language with the reason code, as the API does.
    server.use(
      trpcMutation('booking.create', () => {
        throw new TrpcMockError('FORBIDDEN', messages.booking.inactiveBlocked);
      }),
    );
    renderWithApi(<BookOnce />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(screen.queryByText(messagesVi.booking.inactiveBlocked)).toBeNull();
    expect(screen.queryByText(messagesVi.booking.failed)).toBeNull();
  });
});
