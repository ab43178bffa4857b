import { type RestRoute, route } from '../../rest/routes.js';

/** REST paths of the stylist calls (spec §7 Stylists); stylists are created through POST /register (auth/rest.ts). */
export const stylistRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-stylist',
    procedure: 'stylist.list',
    encoding: 'query',
    access: 'public',
    summary: 'Stylists: name, image, position for everyone; email, phone and latest salaryData for an admin.',
    call: (caller) => caller.stylist.list(),
  }),
  route({
    method: 'GET',
    path: '/get-detail-stylist-by-id',
    procedure: 'stylist.getDetail',
    encoding: 'query',
    access: 'public',
    summary: 'One stylist (?id=), with the same fields as the list.',
    call: (caller, { values }) => caller.stylist.getDetail({ id: values.number('id') as number }),
  }),
];
