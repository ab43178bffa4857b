import { FEEDBACK_PAGE_SIZE, MONTH_LABELS, messages } from '@hairsalon/shared';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { mockDb, resetMockData } from './data';
import { busyDayBookings, demoBookings, demoWaitlist } from './demo-salon';
import { handlers } from './handlers';
import { backOfficeMockDb, resetBackOfficeMockData, sampleSalaries } from './handlers/back-office';
import { resetBookingMockData } from './handlers/booking';
import { browserBookingHandlers } from './handlers/browser-booking';
import { resetFrontDeskMockData } from './handlers/front-desk';
import { resetSessionMockData } from './handlers/remaining';
import { TrpcMockError, trpcMutation, trpcQuery, trpcRefusal } from './trpc';

/** Named data sets and behaviours for the browser's mock mode (`?scenario=<name>`). */
export const SCENARIO_NAMES = ['default', 'empty-salon', 'busy-day', 'payment-fails', 'expired-session'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export const scenarioSummaries: Record<ScenarioName, string> = {
  default: 'The demo salon: services, stylists, a customer with bookings of every status',
  'empty-salon': 'No services, stylists, bookings or feedback: every page’s empty state',
  'busy-day': 'Every stylist fully booked today, a long order history',
  'payment-fails': 'Bookings work, the payment is declined on return',
  'expired-session': 'Every signed-in call answers 401 and the refresh fails',
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** Puts every store back to the scenario's starting data. */
export function seedScenario(name: ScenarioName): void {
  resetMockData();
  resetSessionMockData();
  resetBackOfficeMockData();
  resetBookingMockData();
  resetFrontDeskMockData(name !== 'empty-salon');
  if (name === 'empty-salon') {
    mockDb.services = [];
    mockDb.stylists = [];
    backOfficeMockDb.totals = { totalUsers: mockDb.users.length, totalRevenue: 0, totalBookings: 0, totalFeedback: 0 };
    backOfficeMockDb.monthly = MONTH_LABELS.map((month) => ({ month, total: 0 }));
    backOfficeMockDb.recentSales = { sales: [], salesThisMonth: 0 };
    backOfficeMockDb.salaries = [];
    return;
  }
  if (name === 'busy-day') {
    resetBookingMockData(busyDayBookings());
    backOfficeMockDb.totals = { totalUsers: 1284, totalRevenue: 98_412.5, totalBookings: 3_906, totalFeedback: 611 };
    backOfficeMockDb.monthly = MONTH_LABELS.map((month, i) => ({ month, total: 7_800 + ((i * 1_337) % 4_100) }));
    backOfficeMockDb.recentSales = { ...backOfficeMockDb.recentSales, salesThisMonth: 412 };
    backOfficeMockDb.salaries = Array.from({ length: 12 }, (_, i) => {
      const month = 12 - i;
      const base = sampleSalaries[1] ?? sampleSalaries[0];
      return {
        ...base,
        id: 100 + i,
        SalaryId: 100 + i,
        Month: month,
        Year: 2025,
        Bonuses: 20 * (i % 4),
        TotalSalary: 500 + 20 * (i % 4),
      } as NonNullable<typeof base>;
    });
    return;
  }
  resetBookingMockData(demoBookings(), demoWaitlist());
}

/** Calls that run without a session (or whose 401 means wrong credentials) keep their normal answers. */
const SESSIONLESS = new Set(['auth.login', 'auth.register', 'auth.logout', 'auth.forgotPassword', 'auth.resetPassword']);

/** Every call that carries a bearer token is refused as expired, and so is the refresh. */
const expiredSessionHandlers: RequestHandler[] = [
  http.all('*/trpc/:path', ({ request, params }) => {
    const path = String(params.path);
    if (SESSIONLESS.has(path) || !request.headers.has('Authorization')) return undefined;
    return trpcRefusal(path, request, new TrpcMockError('UNAUTHORIZED', messages.session.unauthenticated));
  }),
  trpcMutation('auth.refresh', () => {
    throw new TrpcMockError('UNAUTHORIZED', messages.session.unauthenticated);
  }),
  http.post('*/api/upload-image', ({ request }) =>
    request.headers.has('Authorization')
      ? HttpResponse.json({ errCode: 401, errMessage: messages.session.unauthenticated }, { status: 401 })
      : undefined,
  ),
];

const scenarioOverrides: Record<ScenarioName, RequestHandler[]> = {
  default: [],
  'empty-salon': [
    trpcQuery('feedback.listByService', (input) => ({ items: [], total: 0, page: Number(input.page ?? 1), pageSize: FEEDBACK_PAGE_SIZE })),
  ],
  'busy-day': [],
  'payment-fails': [
    trpcMutation('payment.verify', () => {
      throw new TrpcMockError('BAD_REQUEST', messages.payment.declined);
    }),
  ],
  'expired-session': expiredSessionHandlers,
};

/** The scenario's full handler list for the browser: its overrides, the stateful booking flow, the shared handlers. */
export function scenarioHandlers(name: ScenarioName): RequestHandler[] {
  return [...scenarioOverrides[name], ...browserBookingHandlers, ...handlers];
}
