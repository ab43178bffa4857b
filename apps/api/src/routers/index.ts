import { router } from '../trpc.js';
import { uploadRouter } from '../uploads/index.js';
import { allcodeRouter } from './allcode/index.js';
import { authRouter } from './auth/index.js';
import { bookingRouter } from './booking/index.js';
import { dashboardRouter } from './dashboard/index.js';
import { feedbackRouter } from './feedback/index.js';
import { frontDeskRouter } from './front-desk/index.js';
import { paymentRouter } from './payment/index.js';
import { salaryRouter } from './salary/index.js';
import { scheduleRouter } from './schedule/index.js';
import { serviceRouter } from './service/index.js';
import { stylistRouter } from './stylist/index.js';
import { timeOffRouter } from './time-off/index.js';
import { userRouter } from './user/index.js';
import { waitlistRouter } from './waitlist/index.js';

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
});

export type AppRouter = typeof appRouter;
