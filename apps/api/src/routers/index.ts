import { router } from '../trpc.js';
import { uploadRouter } from '../uploads/index.js';
import { accountRouter } from './account/index.js';
import { allcodeRouter } from './allcode/index.js';
import { authRouter } from './auth/index.js';
import { bookingRouter } from './booking/index.js';
import { calendarFeedRouter } from './calendar-feed/index.js';
import { dashboardRouter } from './dashboard/index.js';
import { feedbackRouter } from './feedback/index.js';
import { frontDeskRouter } from './front-desk/index.js';
import { locationRouter } from './location/index.js';
import { paymentRouter } from './payment/index.js';
import { salaryRouter } from './salary/index.js';
import { salonRouter } from './salon/index.js';
import { scheduleRouter } from './schedule/index.js';
import { serviceRouter } from './service/index.js';
import { setupRouter } from './setup/index.js';
import { stylistRouter } from './stylist/index.js';
import { timeOffRouter } from './time-off/index.js';
import { userRouter } from './user/index.js';
import { waitlistRouter } from './waitlist/index.js';

/** Who may call each procedure (by its path, 'booking.markNoShow'): the access policy, ../access-policy.ts. */
export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  service: serviceRouter,
  stylist: stylistRouter,
  allcode: allcodeRouter,
  feedback: feedbackRouter,
  upload: uploadRouter,
  schedule: scheduleRouter,
  booking: bookingRouter,
  payment: paymentRouter,
  salary: salaryRouter,
  dashboard: dashboardRouter,
  frontDesk: frontDeskRouter,
  timeOff: timeOffRouter,
  waitlist: waitlistRouter,
  calendarFeed: calendarFeedRouter,
  salon: salonRouter,
  setup: setupRouter,
  account: accountRouter,
  location: locationRouter,
});

export type AppRouter = typeof appRouter;
