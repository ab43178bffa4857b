import { type RestRoute, route } from '../../rest/routes.js';

/** REST path of the reference codes (spec §7 Schedules and times). */
export const allcodeRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-allcode',
    procedure: 'allcode.getByType',
    encoding: 'query',
    summary: 'Reference codes of a type (?type=TIME), as a bare JSON array [{ keyMap, valueVi, valueEn }] in time order.',
    call: (caller, { values }) => caller.allcode.getByType({ type: values.text('type') ?? '' }),
    bare: { shape: 'list' },
  }),
];
