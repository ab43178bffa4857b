import { type RestRoute, route } from '../../rest/routes.js';
import type { SalaryData, StylistView } from './stylist.service.js';

/** salaryData of a stylist with no salary record (or a caller who may not see it): an object, never null. */
export const NO_SALARY_DATA: { [K in keyof SalaryData]: null } = {
  SalaryId: null,
  BaseSalary: null,
  Bonuses: null,
  TotalSalary: null,
  Month: null,
  Year: null,
  PaidOn: null,
};

/** A spec client reads salaryData.PaidOn of every stylist: salaryData is always an object (issue 11 item 5). */
const withSalaryData = (stylist: StylistView) => ({ ...stylist, salaryData: stylist.salaryData ?? NO_SALARY_DATA });

/** REST paths of the stylist calls (spec §7 Stylists); stylists are created through POST /register (auth/rest.ts). */
export const stylistRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-stylist',
    procedure: 'stylist.list',
    encoding: 'query',
    summary:
      'Stylists (data: the list) of a location (?locationId=, default the first location): name, image, position for everyone; email, phone and the latest salaryData for an admin (salaryData is an object of nulls when there is none).',
    fields: { locationId: 'number' },
    present: (stylists) => ({ data: stylists.map(withSalaryData) }),
  }),
  route({
    method: 'GET',
    path: '/get-detail-stylist-by-id',
    procedure: 'stylist.getDetail',
    encoding: 'query',
    summary: 'One stylist (?id=), with the same fields as the list, at top level and under data.',
    fields: { id: 'number' },
    present: (stylist) => {
      const shown = withSalaryData(stylist);
      return { top: shown, data: shown };
    },
  }),
];
