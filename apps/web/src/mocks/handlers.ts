import { backOfficeHandlers } from './handlers/back-office';
import { bookingHandlers } from './handlers/booking';
import { catalogueHandlers } from './handlers/catalogue';
import { feedbackSalaryHandlers } from './handlers/feedback-salary';
import { frontDeskHandlers } from './handlers/front-desk';
import { remainingHandlers } from './handlers/remaining';

/** Every msw handler the component tests share; each area adds its list here. */
export const handlers = [
  ...catalogueHandlers,
  ...bookingHandlers,
  ...backOfficeHandlers,
  ...feedbackSalaryHandlers,
  ...frontDeskHandlers,
  ...remainingHandlers,
];
