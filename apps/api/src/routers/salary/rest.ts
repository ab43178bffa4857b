import { type RestRoute, route } from '../../rest/routes.js';

/** REST paths of the salary calls (spec §7 Stylists and salaries). */
export const salaryRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/calculate-salary',
    procedure: 'salary.calculate',
    encoding: 'json',
    summary:
      "Calculate a stylist's salary for a month (body stylistId, month, year); recalculating updates an unpaid record. The success has no `message` field (its client shows any message as an error); errMessage and errMsg say what happened.",
    fields: { stylistId: 'number', month: 'text', year: 'text' },
    present: (result) => ({ data: result.salary, message: result.message, noMessageField: true }),
  }),
  route({
    method: 'GET',
    path: '/get-salaries-by-stylistId',
    procedure: 'salary.listForStylist',
    encoding: 'query',
    summary: "A stylist's salary records, newest first, as a bare JSON array (stylistId must be the caller's own unless admin).",
    fields: { stylistId: 'number' },
    bare: { shape: 'list' },
  }),
  route({
    method: 'PUT',
    path: '/update-paid-on-salaries',
    procedure: 'salary.pay',
    encoding: 'json',
    summary: 'Mark a salary paid (body: the salary id as id, salaryId or SalaryId); a paid one is refused.',
    call: (caller, { values }) =>
      caller.salary.pay({ id: (values.number('id') ?? values.number('salaryId') ?? values.number('SalaryId')) as number }),
  }),
];
