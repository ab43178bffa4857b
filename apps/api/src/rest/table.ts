import { allcodeRestRoutes } from '../routers/allcode/rest.js';
import { authRestRoutes } from '../routers/auth/rest.js';
import { bookingRestRoutes } from '../routers/booking/rest.js';
import { dashboardRestRoutes } from '../routers/dashboard/rest.js';
import { feedbackRestRoutes } from '../routers/feedback/rest.js';
import { paymentRestRoutes } from '../routers/payment/rest.js';
import { salaryRestRoutes } from '../routers/salary/rest.js';
import { scheduleRestRoutes } from '../routers/schedule/rest.js';
import { serviceRestRoutes } from '../routers/service/rest.js';
import { stylistRestRoutes } from '../routers/stylist/rest.js';
import { userRestRoutes } from '../routers/user/rest.js';
import { uploadRestRoutes } from '../uploads/rest.js';
import type { RestRoute } from './routes.js';

/**
 * Every REST path of spec §7 (ARCHITECTURE §1a), one table: the adapter is registered from it and the
 * contract test walks it. Each area keeps its rows beside its router (src/routers/<area>/rest.ts).
 */
export const restRoutes: RestRoute[] = [
  ...authRestRoutes,
  ...userRestRoutes,
  ...serviceRestRoutes,
  ...stylistRestRoutes,
  ...allcodeRestRoutes,
  ...feedbackRestRoutes,
  ...uploadRestRoutes,
  ...scheduleRestRoutes,
  ...bookingRestRoutes,
  ...paymentRestRoutes,
  ...salaryRestRoutes,
  ...dashboardRestRoutes,
];
