import { addSalonDays, messages, Role, SlotStatus, salonToday } from '@hairsalon/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getResponse, HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData } from '../../mocks/data';
import { sampleSlots } from '../../mocks/handlers/booking';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { TrpcMockError, trpcMutation, trpcQuery } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { clearAccountInactive, markAccountInactive } from '../auth/account-inactive';
import { saveSession } from '../auth/session-storage';
import { BookingForm } from './booking-form';
import { slotChoices, TimeSlotGrid } from './time-slot-grid';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockData();
  clearAccountInactive();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signInAsCustomer() {
  saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { id: 7, firstName: 'An', lastName: 'Vo', roleId: Role.Customer });
}

async function chooseOption(label: string | RegExp, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  fireEvent.click(input);
  // The option appears in this select's own list once the data has loaded.
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  fireEvent.click(await within(listbox).findByText(option));
}

/** Opens the calendar and picks a selectable day: today by default, `later` days after it otherwise. */
async function pickFirstDay(later = 0) {
  fireEvent.click(screen.getByRole('button', { name: /Date/ }));
  const days = await screen.findAllByRole('button', { name: /\d{1,2} \w+ \d{4}/ });
  const pickable = days.filter((d) => !(d as HTMLButtonElement).disabled && d.getAttribute('data-disabled') !== 'true')[later];
  if (!pickable) throw new Error('no selectable day in the calendar');
  fireEvent.click(pickable);
}

const total = () => screen.getByTestId('booking-total').textContent;

/**
 * How many columns a Mantine grid lays out at a window `width` px wide, read from the rules Mantine writes for it
 * (a base `--sg-cols`, then one per `min-width` breakpoint). happy-dom lays nothing out, so the rules are read here.
 */
function gridColumnsAt(grid: HTMLElement, width: number): number {
  const responsiveClass = [...grid.classList].find((name) => name.startsWith('__m__-'));
  const css = [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .find((text) => responsiveClass && text.includes(responsiveClass));
  if (!css) throw new Error('the grid has no responsive column rules');
  const base = /^[^@]*--sg-cols:\s*(\d+)/.exec(css);
  let columns = Number(base?.[1]);
  for (const [, minEm, cols] of css.matchAll(/@media\s*\(min-width:\s*([\d.]+)em\)\s*\{[^}]*--sg-cols:\s*(\d+)/g)) {
    if (width >= Number(minEm) * 16) columns = Number(cols);
  }
  return columns;
}

describe('BookingForm services', () => {
  it('starts with one service row that cannot be removed; added rows can be', async () => {
    renderWithApi(<BookingForm />);
    expect(await screen.findByRole('combobox', { name: 'Service 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove service 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(screen.getByRole('combobox', { name: 'Service 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove service 2' }));
    expect(screen.queryByRole('combobox', { name: 'Service 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove service/ })).toBeNull();
  });

  it('recalculates the total on every change', async () => {
    renderWithApi(<BookingForm />);
    await screen.findByRole('combobox', { name: 'Service 1' });
    expect(total()).toBe('$0.00');
    await chooseOption('Service 1', 'Haircut & Styling — $25.00');
    await waitFor(() => expect(total()).toBe('$25.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    await chooseOption('Service 2', 'Beard Trim & Shape — $12.00');
    await waitFor(() => expect(total()).toBe('$37.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove service 2' }));
    await waitFor(() => expect(total()).toBe('$25.00'));
  });

  it('offers a service chosen in one row in no other row', async () => {
    renderWithApi(<BookingForm />);
    await chooseOption('Service 1', 'Haircut & Styling — $25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Service 2' }));
    const listbox = await screen.findByRole('listbox', { name: 'Service 2', hidden: true });
    expect(await within(listbox).findByText('Beard Trim & Shape — $12.00')).toBeTruthy();
    expect(within(listbox).queryByText('Haircut & Styling — $25.00')).toBeNull();
  });

  it('books the chosen services and leaves for the payment page after the success toast', async () => {
    server.use(
      trpcMutation('booking.create', () => {
        return {
          bookingId: 1,
          paymentId: 2,
          approvalUrl: 'http://localhost/paypal/checkoutnow?token=ORDER-1',
          amount: 25,
          amountCents: 2500,
          pointsUsed: 0,
          message: messages.booking.success,
        };
      }),
    );
    // The browser would leave for PayPal's page: record where instead.
    const leaveFor = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithApi(<BookingForm />);
    fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: 'Guest Visitor' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '987654321' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'guest@example.com' } });
    await chooseOption(/Stylist/, 'Minh Nguyen');
    // Tomorrow: every slot of today may have passed already.
    await pickFirstDay(1);
    fireEvent.click(await within(await screen.findByRole('group', { name: 'Time slots' })).findByRole('button', { name: '5:00 PM' }));
    await chooseOption('Service 1', 'Haircut & Styling — $25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(messages.booking.success)).toBeTruthy();
    // The toast is on screen before the browser leaves for PayPal.
    expect(leaveFor).not.toHaveBeenCalled();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/paypal/checkoutnow?token=ORDER-1'));
    expect(leaveFor).toHaveBeenCalledTimes(1);
    // What was sent: the salon day picked (its midnight in Ho Chi Minh City, whatever the browser's zone) and 5:00 PM.
    expect(inputsOf('booking.create')).toEqual([
      {
        fullName: 'Guest Visitor',
        phone: '987654321',
        email: 'guest@example.com',
        stylistId: 11,
        date: addSalonDays(salonToday(), 1),
        timeType: 'T8',
        serviceIds: [1],
        pointsToUse: 0,
        amount: 25,
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('offers only the starts where a two-hour service fits, and drops a chosen start that no longer fits', async () => {
    renderWithApi(<BookingForm />);
    await chooseOption(/Stylist/, 'Minh Nguyen');
    await pickFirstDay(1);
    const grid = await screen.findByRole('group', { name: 'Time slots' });
    const slot = (name: string) => within(grid).getByRole('button', { name }) as HTMLButtonElement;
    fireEvent.click(await within(grid).findByRole('button', { name: '11:00 AM' }));
    await waitFor(() => expect(slot('11:00 AM').getAttribute('aria-pressed')).toBe('true'));
    await chooseOption('Service 1', 'Color Treatment — $60.00');
    expect(await screen.findByText(/need 3 hours of the stylist’s time/)).toBeTruthy();
    const grid2 = await screen.findByRole('group', { name: 'Time slots' });
    const again = (name: string) => within(grid2).getByRole('button', { name }) as HTMLButtonElement;
    // 11:00 AM runs into lunch and 5:00 PM past closing; 4:00 PM fits with its clean-up cut at closing.
    await waitFor(() => expect(again('11:00 AM').disabled).toBe(true));
    expect(again('5:00 PM').disabled).toBe(true);
    expect(again('9:00 AM').disabled).toBe(false);
    expect(again('4:00 PM').disabled).toBe(false);
    expect(again('11:00 AM').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the validation messages and does not book when the form is empty', async () => {
    let booked = false;
    server.use(
      trpcMutation('booking.create', () => {
        booked = true;
        throw new TrpcMockError('BAD_REQUEST', 'unexpected');
      }),
    );
    renderWithApi(<BookingForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(messages.booking.phoneRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.stylistRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.dateRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.serviceRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.timeSlotRequired)).toBeTruthy();
    expect(screen.getByText(messages.booking.timeRequired)).toBeTruthy();
    expect(booked).toBe(false);
  });

  it('has no points section for a visitor', async () => {
    renderWithApi(<BookingForm />);
    await screen.findByRole('combobox', { name: 'Service 1' });
    expect(screen.queryByLabelText('Points to use')).toBeNull();
    expect(screen.queryByText('Apply Points')).toBeNull();
  });
});

describe('BookingForm Idempotency-Key', () => {
  /** Fills the form as a guest booking Minh Nguyen tomorrow at 5:00 PM for a haircut. */
  async function fillGuestBooking() {
    fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: 'Guest Visitor' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '987654321' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'guest@example.com' } });
    await chooseOption(/Stylist/, 'Minh Nguyen');
    await pickFirstDay(1);
    fireEvent.click(await within(await screen.findByRole('group', { name: 'Time slots' })).findByRole('button', { name: '5:00 PM' }));
    await chooseOption('Service 1', 'Haircut & Styling — $25.00');
  }

  /** Presses Book Now once the last submit has settled (the button is disabled meanwhile). */
  async function pressBookNow() {
    const button = screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
  }

  const booked = {
    bookingId: 1,
    paymentId: 2,
    approvalUrl: 'http://localhost/paypal/checkoutnow?token=ORDER-1',
    amount: 25,
    amountCents: 2500,
    pointsUsed: 0,
    message: messages.booking.success,
  };

  // Three whole submits through the form, one with the client's own retries: about 5 s on a quiet machine, over the
  // default 20 s at load average 10 and more (seen in a clean-clone CI beside a mutation run).
  it('sends one key per submit, the same one on every retry of a submit that got no answer, and a new one after an answer', async () => {
    const keys: unknown[] = [];
    let answer: 'none' | 'booked' | 'taken' = 'none';
    // The booking procedure as msw-trpc answers it, with a proxy in front that may lose its answer.
    const bookingCreate = trpcMutation('booking.create', (input) => {
      keys.push(input.idempotencyKey);
      if (answer === 'taken') throw new TrpcMockError('CONFLICT', messages.booking.slotTaken);
      return booked;
    });
    server.use(
      http.post('*/trpc/booking.create', async ({ request }) => {
        const answered = await getResponse([bookingCreate], request);
        // A proxy's error page: the booking may or may not have been made.
        return answer === 'none' ? new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502 }) : answered;
      }),
    );
    const leaveFor = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithApi(<BookingForm />);
    await fillGuestBooking();
    const book = pressBookNow;

    // No answer: the client sends the submit again by itself, with its key.
    await book();
    expect(await screen.findByText(messages.booking.failed, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(keys.length).toBeGreaterThan(1);
    const first = keys[0];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys)).toEqual(new Set([first]));

    // The customer presses again, the form unchanged: the same submit, the same key; this time it is answered.
    answer = 'booked';
    const before = keys.length;
    await book();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(booked.approvalUrl), { timeout: 10_000 });
    expect(keys.slice(before)).toEqual([first]);

    // An answered submit ends its key: the next press is a new submit.
    answer = 'taken';
    await book();
    expect(await screen.findByText(messages.booking.slotTaken)).toBeTruthy();
    const second = keys.at(-1);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    // …and so is the press after a refusal.
    await book();
    await waitFor(() => expect(keys).toHaveLength(before + 3));
    expect(keys.at(-1)).not.toBe(second);
  }, 60_000);

  it('sends a new key when the form asks for another booking after a submit got no answer', async () => {
    const keys: unknown[] = [];
    server.use(
      http.post('*/trpc/booking.create', async ({ request }) => {
        // The procedure gets the submit; a proxy loses its answer.
        await getResponse(
          [
            trpcMutation('booking.create', (input) => {
              keys.push(input.idempotencyKey);
              return booked;
            }),
          ],
          request,
        );
        return new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502 });
      }),
    );
    renderWithApi(<BookingForm />);
    await fillGuestBooking();
    await pressBookNow();
    expect(await screen.findByText(messages.booking.failed, undefined, { timeout: 10_000 })).toBeTruthy();
    const first = keys[0];
    const sent = keys.length;
    fireEvent.click(within(screen.getByRole('group', { name: 'Time slots' })).getByRole('button', { name: '4:00 PM' }));
    await pressBookNow();
    await waitFor(() => expect(keys.length).toBeGreaterThan(sent));
    expect(keys[sent]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[sent]).not.toBe(first);
  });
});

describe('BookingForm points', () => {
  it('prefills a signed-in customer and resets points above 30 to 30 with the spec message', async () => {
    signInAsCustomer();
    renderWithApi(<BookingForm />);
    await waitFor(() => expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('customer@hairsalon.local'));
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('An Vo');
    expect(await screen.findByText('You have 40 points')).toBeTruthy();

    const points = screen.getByLabelText('Points to use') as HTMLInputElement;
    fireEvent.change(points, { target: { value: '35' } });
    expect((await screen.findAllByText(messages.booking.pointsMax)).length).toBeGreaterThan(0);
    await waitFor(() => expect(points.value).toBe('30'));
  });

  it('resets points above the balance to the balance with the spec message', async () => {
    signInAsCustomer();
    mockDb.me = { ...mockDb.me, points: 12 };
    renderWithApi(<BookingForm />);
    expect(await screen.findByText('You have 12 points')).toBeTruthy();
    const points = screen.getByLabelText('Points to use') as HTMLInputElement;
    fireEvent.change(points, { target: { value: '20' } });
    expect((await screen.findAllByText(messages.booking.pointsNotEnough(12))).length).toBeGreaterThan(0);
    await waitFor(() => expect(points.value).toBe('12'));
  });

  it('applies the points discount only when switched on with points above 0', async () => {
    signInAsCustomer();
    renderWithApi(<BookingForm />);
    await screen.findByText('You have 40 points');
    await chooseOption('Service 1', 'Haircut & Styling — $25.00');
    await waitFor(() => expect(total()).toBe('$25.00'));
    const apply = screen.getByRole('switch', { name: 'Apply Points' }) as HTMLInputElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Points to use'), { target: { value: '10' } });
    await waitFor(() => expect(apply.disabled).toBe(false));
    fireEvent.click(apply);
    await waitFor(() => expect(total()).toBe('$22.50'));
    fireEvent.click(apply);
    await waitFor(() => expect(total()).toBe('$25.00'));
  });

  it('is blocked, with the spec message, once the app learns the account is inactive', async () => {
    signInAsCustomer();
    renderWithApi(<BookingForm />);
    await screen.findByText('You have 40 points');
    act(() => markAccountInactive());
    // The alert in the form and its toast.
    expect(await screen.findAllByText(messages.booking.inactiveBlocked)).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Points to use')).toBeNull();
  });
});

describe('time slots', () => {
  const day = salonToday() + 2 * 24 * 60 * 60 * 1000;

  it('sorts by time and disables slots that are past or not enabled', () => {
    const slots = sampleSlots(11, day, { T2: { statusTime: SlotStatus.Disable }, T3: { past: true } }).reverse();
    const choices = slotChoices(slots, day);
    expect(choices.map((c) => c.slot.timeType)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
    expect(choices.filter((c) => c.disabled).map((c) => c.slot.timeType)).toEqual(['T2', 'T3']);
  });

  it('recomputes past slots for today in salon time, whatever the server said', () => {
    const today = salonToday();
    // 10:30 salon time: 09:00 and 10:00 have started.
    const now = today + (10 * 60 + 30) * 60 * 1000;
    const choices = slotChoices(sampleSlots(11, today), today, now);
    expect(choices.filter((c) => c.disabled).map((c) => c.slot.timeType)).toEqual(['T1', 'T2']);
  });

  it('renders the slot buttons with disabled ones, and the empty message', async () => {
    const choices = slotChoices(sampleSlots(11, day, { T5: { statusTime: SlotStatus.Disable } }), day);
    renderWithApi(<TimeSlotGrid choices={choices} selected="" onSelect={() => {}} loading={false} ready />);
    const grid = await screen.findByRole('group', { name: 'Time slots' });
    expect(within(grid).getAllByRole('button')).toHaveLength(8);
    expect((within(grid).getByRole('button', { name: '2:00 PM' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(grid).getByRole('button', { name: '9:00 AM' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lays the slots out in 4 columns on a desktop (spec §4) and 3 on a phone, where 4 would clip the labels', async () => {
    renderWithApi(<TimeSlotGrid choices={slotChoices(sampleSlots(11, day), day)} selected="" onSelect={() => {}} loading={false} ready />);
    const grid = await screen.findByRole('group', { name: 'Time slots' });
    expect(gridColumnsAt(grid, 1280)).toBe(4);
    expect(gridColumnsAt(grid, 768)).toBe(4);
    expect(gridColumnsAt(grid, 390)).toBe(3);
  });

  it("says 'No available time slots' in the form when the stylist has none that day", async () => {
    server.use(trpcQuery('schedule.byStylistAndDate', () => []));
    renderWithApi(<BookingForm />);
    await chooseOption(/Stylist/, 'Minh Nguyen');
    await pickFirstDay();
    expect(await screen.findByText(messages.booking.noSlots)).toBeTruthy();
  });
});
