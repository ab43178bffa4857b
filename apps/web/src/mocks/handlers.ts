import { backOfficeHandlers } from './handlers/back-office';
import { bookingHandlers } from './handlers/booking';
import { catalogueHandlers } from './handlers/catalogue';
import { feedbackSalaryHandlers } from './handlers/feedback-salary';
import { frontDeskHandlers } from './handlers/front-desk';
import { locationHandlers } from './handlers/location';
import { remainingHandlers } from './handlers/remaining';
import { salonHandlers } from './handlers/salon';

/** Every msw handler the component tests share; each area adds its list here. */
export const handlers = [
  ...catalogueHandlers,
  ...bookingHandlers,
  ...backOfficeHandlers,
  ...feedbackSalaryHandlers,
  ...frontDeskHandlers,
  ...remainingHandlers,
  ...salonHandlers,
  ...locationHandlers,
];
