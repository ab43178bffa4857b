import { BookingStatus, formatSalonDate, messagesVi, salonToday } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetBackOfficeMockData } from '../../mocks/handlers/back-office';
import { resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { ShiftBookings } from '../booking/shift-bookings';
import { DashboardPage } from '../dashboard/dashboard-page';
import { SalaryTable } from '../salary/salary-table';
import { setLanguage } from './language-store';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockData();
  setLanguage('vi');
});
afterEach(() => {
  server.resetHandlers();
  resetBackOfficeMockData();
  setLanguage('en');
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Issue 13: the back office in Vietnamese (the English component tests stay as they are). */
describe('the back office in Vietnamese', () => {
  it('shows the dashboard with Vietnamese cards, tab, chart table and recent sales', async () => {
    renderWithApi(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Bảng điều khiển' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tổng quan' })).toBeTruthy();
    for (const title of ['Tổng doanh thu', 'Người đăng ký', 'Lịch hẹn', 'Đánh giá']) expect(screen.getByText(title)).toBeTruthy();
    expect(await screen.findByText('23 giao dịch trong tháng này')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Giao dịch gần đây' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Doanh thu theo tháng' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('cell')[0]?.textContent).toBe('T1');
    // The cards' test ids do not follow the language.
    await waitFor(() => expect(screen.getByTestId('total-revenue-value').textContent).toBe('$15231.89'));
    expect(screen.queryByText('Total Revenue')).toBeNull();
  });

  it("completes a booking on the stylist's shift in Vietnamese: headers, badge, dialog and toast", async () => {
    // 15:00 at the salon: the 13:00 booking has started, so it can be completed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
    resetBookingMockData([sampleBooking({ id: 71, dateMs: salonToday(), statusId: BookingStatus.Confirmed, timeType: 'T4' })]);
    renderWithApi(<ShiftBookings />);
    expect(await screen.findByText(`Lịch hẹn ngày ${formatSalonDate(salonToday())}`)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Lịch hẹn' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Tên khách hàng', 'Email', 'Giờ', 'Trạng thái', 'Thao tác']);
    const row = (await screen.findByText('customer@hairsalon.local')).closest('tr') as HTMLElement;
    expect(within(row).getByText('13:00')).toBeTruthy();
    expect(within(row).getByText('Đã xác nhận')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Hoàn thành' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoàn thành lịch hẹn' });
    expect(within(dialog).getByText('Bạn có chắc chắn muốn hoàn thành lịch hẹn này?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hoàn thành' }));
    expect(await screen.findByText(messagesVi.booking.completed)).toBeTruthy();
  });

  it("shows a stylist's salary table in Vietnamese, fallbacks included", () => {
    renderWithApi(
      <SalaryTable rows={[{ id: 1, BaseSalary: null, Bonuses: null, Month: null, Year: 2026, TotalSalary: 100, PaidOn: null }]} />,
    );
    return waitFor(() => {
      expect(screen.getByRole('columnheader', { name: 'Lương cơ bản' })).toBeTruthy();
      expect(screen.getByText('Không có')).toBeTruthy();
      expect(screen.getByText('Trống')).toBeTruthy();
      expect(screen.getByText('Chưa trả')).toBeTruthy();
      expect(screen.getByText('Danh sách lương gần đây của bạn')).toBeTruthy();
    });
  });
});
