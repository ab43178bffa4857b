import type { AppRouter } from '@hairsalon/api';
import { messages, SlotStatus, salonToday } from '@hairsalon/shared';
import { createTRPCUntypedClient, httpLink } from '@trpc/client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { getResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from './handlers';
import { SCENARIO_NAMES, scenarioHandlers, seedScenario } from './scenarios';
import type { ProcedurePath } from './trpc';

type Api = TRPCOptionsProxy<AppRouter>;
type Kind<P extends ProcedurePath> = P extends `${infer A}.${infer B}`
  ? A extends keyof Api
    ? B extends keyof Api[A]
      ? Api[A][B] extends { mutationOptions: unknown }
        ? 'mutation'
        : Api[A][B] extends { subscriptionOptions: unknown }
          ? 'subscription'
          : 'query'
      : never
    : never
  : never;

/**
 * Every procedure of the API with its kind. The type is computed from AppRouter: a procedure added to the
 * router and missing here (or listed with the wrong kind, or removed from the router) fails the typecheck.
 */
const ALL_PROCEDURES: { [P in ProcedurePath]: Kind<P> } = {
  'auth.register': 'mutation',
  'auth.registerAccount': 'mutation',
  'auth.login': 'mutation',
  'auth.refresh': 'mutation',
  'auth.logout': 'mutation',
  'auth.forgotPassword': 'mutation',
  'auth.resetPassword': 'mutation',
  'auth.me': 'query',
  'user.list': 'query',
  'user.getById': 'query',
  'user.edit': 'mutation',
  'user.changeStatus': 'mutation',
  'user.getPoints': 'query',
  'user.setPoints': 'mutation',
  'user.setLanguage': 'mutation',
  'user.createStaff': 'mutation',
  'user.moveToLocation': 'mutation',
  'service.list': 'query',
  'service.getById': 'query',
  'service.create': 'mutation',
  'service.update': 'mutation',
  'service.delete': 'mutation',
  'stylist.list': 'query',
  'stylist.getDetail': 'query',
  'stylist.create': 'mutation',
  'allcode.getByType': 'query',
  'feedback.listByService': 'query',
  'feedback.create': 'mutation',
  'upload.image': 'mutation',
  'schedule.byStylistAndDate': 'query',
  'schedule.create': 'mutation',
  'schedule.createMany': 'mutation',
  'booking.create': 'mutation',
  'booking.payLink': 'mutation',
  'booking.freeStarts': 'query',
  'booking.listByDate': 'query',
  'booking.listForStylist': 'query',
  'booking.listForCustomer': 'query',
  'booking.pageForCustomer': 'query',
  'booking.cancelByCustomer': 'mutation',
  'booking.cancelByStaff': 'mutation',
  'booking.complete': 'mutation',
  'booking.changes': 'subscription',
  'booking.createAtDesk': 'mutation',
  'booking.markNoShow': 'mutation',
  'frontDesk.calendar': 'query',
  'frontDesk.searchCustomers': 'query',
  'timeOff.list': 'query',
  'timeOff.create': 'mutation',
  'timeOff.remove': 'mutation',
  'booking.rescheduleOptions': 'query',
  'booking.reschedule': 'mutation',
  'waitlist.join': 'mutation',
  'waitlist.mine': 'query',
  'waitlist.leave': 'mutation',
  'calendarFeed.get': 'query',
  'calendarFeed.renew': 'mutation',
  'calendarFeed.revoke': 'mutation',
  'payment.verify': 'mutation',
  'salary.calculate': 'mutation',
  'salary.listForStylist': 'query',
  'salary.pay': 'mutation',
  'dashboard.totals': 'query',
  'dashboard.monthlyRevenue': 'query',
  'dashboard.recentSales': 'query',
  'salon.details': 'query',
  'salon.updateDetails': 'mutation',
  'salon.pages': 'query',
  'salon.updatePages': 'mutation',
  'salon.faqs': 'query',
  'salon.updateFaqs': 'mutation',
  'salon.goLive': 'query',
  'setup.createAdmin': 'mutation',
  'account.export': 'query',
  'account.delete': 'mutation',
  'account.exportForCustomer': 'query',
  'account.deleteForCustomer': 'mutation',
  'location.list': 'query',
  'location.create': 'mutation',
  'location.update': 'mutation',
  'location.archive': 'mutation',
};
const paths = Object.keys(ALL_PROCEDURES) as ProcedurePath[];

/** What a call answered: its HTTP status and its data or error, as the app's tRPC client reads them. */
interface Answered {
  status: number;
  data?: unknown;
  error?: { message: string; data?: { code?: string } };
}

/** One call through tRPC's own client (one procedure a request, as mock mode sends it); undefined when no handler answers. */
async function call(list: RequestHandler[], path: ProcedurePath, input?: unknown, token?: string): Promise<Answered | undefined> {
  if (ALL_PROCEDURES[path] === 'subscription') {
    // A stream of server-sent events, opened as the subscription link opens it; answered is all this checks.
    const controller = new AbortController();
    const response = await getResponse(
      list,
      new Request(`http://localhost/trpc/${path}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal }),
    );
    controller.abort();
    return response ? { status: response.status } : undefined;
  }
  let status: number | undefined;
  const client = createTRPCUntypedClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/trpc',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        fetch: async (url, init) => {
          const response = await getResponse(list, new Request(String(url), init as RequestInit));
          status = response?.status;
          return response ?? new Response(null, { status: 404 });
        },
      }),
    ],
  });
  try {
    const data = await (ALL_PROCEDURES[path] === 'mutation' ? client.mutation(path, input) : client.query(path, input));
    return { status: status ?? 0, data };
  } catch (error) {
    if (status === undefined) return undefined;
    const refused = error as { message: string; data?: { code?: string } };
    return { status, error: { message: refused.message, data: refused.data } };
  }
}

function dataOf<T>(answered: Answered | undefined): T {
  if (!answered || !('data' in answered)) throw new Error(`No data: ${JSON.stringify(answered?.error)}`);
  return answered.data as T;
}

describe('the msw handlers cover the whole API', () => {
  it.each(paths)('%s is answered by the component tests’ handlers and by every scenario', async (path) => {
    expect(await call(handlers, path), 'shared handlers').toBeDefined();
    for (const name of SCENARIO_NAMES) expect(await call(scenarioHandlers(name), path), name).toBeDefined();
  });
});

describe('mock scenarios', () => {
  beforeEach(() => seedScenario('default'));

  it('default: a booking pays inside the app and shows confirmed in the customer’s history', async () => {
    const list = scenarioHandlers('default');
    const login = await call(list, 'auth.login', { email: 'customer@hairsalon.local', password: 'hairsalon123' });
    const { accessToken } = dataOf<{ accessToken: string }>(login);
    const date = salonToday() + 2 * 24 * 60 * 60 * 1000;
    const booking = { phone: '912345678', fullName: 'An Vo', email: 'customer@hairsalon.local', stylistId: 12, date, timeType: 'T1' };
    const created = await call(list, 'booking.create', { ...booking, serviceIds: [1], pointsToUse: 0, amount: 25 }, accessToken);
    const { approvalUrl, paymentId } = dataOf<{ approvalUrl: string; paymentId: number }>(created);
    expect(approvalUrl).toMatch(/^\/payment\/success\?token=MOCK-\d+&paymentId=\d+&stylistId=12&PayerID=MOCKPAYER$/);

    const verified = await call(list, 'payment.verify', { token: 'MOCK', paymentId, stylistId: 12, payerId: 'MOCKPAYER' });
    expect(verified?.data).toMatchObject({ statusId: 'S2' });
    const history = await call(list, 'booking.listForCustomer', undefined, accessToken);
    expect(history?.data).toEqual(expect.arrayContaining([expect.objectContaining({ dateMs: date, statusId: 'S2', stylistId: 12 })]));
  });

  it('empty-salon: no services, stylists or feedback', async () => {
    seedScenario('empty-salon');
    const list = scenarioHandlers('empty-salon');
    expect((await call(list, 'service.list'))?.data).toEqual([]);
    expect((await call(list, 'stylist.list'))?.data).toEqual([]);
    expect((await call(list, 'feedback.listByService', { serviceId: 1, page: 1 }))?.data).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('busy-day: every slot of every stylist is taken today', async () => {
    seedScenario('busy-day');
    const list = scenarioHandlers('busy-day');
    for (const stylistId of [11, 12, 13, 14]) {
      const slots = (await call(list, 'schedule.byStylistAndDate', { stylistId, date: salonToday() }))?.data as {
        statusTime: string;
      }[];
      expect(slots.every((s) => s.statusTime === SlotStatus.Disable)).toBe(true);
    }
  });

  it('payment-fails: verifying answers the declined message', async () => {
    const verified = await call(scenarioHandlers('payment-fails'), 'payment.verify', { token: 'MOCK', paymentId: 1604, stylistId: 13 });
    expect(verified?.error?.message).toBe(messages.payment.declined);
  });

  it('expired-session: signed-in calls and the refresh answer 401, signed-out calls still work', async () => {
    const list = scenarioHandlers('expired-session');
    expect((await call(list, 'service.list', undefined, 'mock-access.7.1'))?.status).toBe(401);
    expect((await call(list, 'auth.refresh', { refreshToken: 'mock-refresh.7.1' }))?.error?.data?.code).toBe('UNAUTHORIZED');
    expect((await call(list, 'service.list'))?.status).toBe(200);
  });
});
