import { messages } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';
import { pagingOf, TOTAL_COUNT_HEADER } from '../../rest/values.js';
import { imageFileOf } from '../../uploads/rest.js';

/** REST paths of the user calls (spec §7 Users; ARCHITECTURE §1a for the points update). */
export const userRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-user',
    procedure: 'user.list',
    encoding: 'query',
    summary:
      'Every user except admins, oldest first, as a bare JSON array; optional case-insensitive full-name ?search=, and paging with ?page= (10 per page) and ?limit= (still an array: the total in X-Total-Count).',
    call: (caller, { values }) => caller.user.list({ search: values.text('search'), ...pagingOf(values) }),
    present: (result) => ({ data: result.items, headers: { [TOTAL_COUNT_HEADER]: String(result.total) } }),
    bare: { shape: 'list', headers: { [TOTAL_COUNT_HEADER]: 'how many users match the search, on every page together' } },
  }),
  route({
    method: 'GET',
    path: '/get-user-by-id',
    procedure: 'user.getById',
    encoding: 'query',
    summary: 'A user profile (?id=): oneself, or anyone for an admin; the profile fields (status, points, …) at top level and under data.',
    fields: { id: 'number' },
    present: (user) => ({ top: user, data: user }),
  }),
  route({
    method: 'PUT',
    path: '/edit-user',
    procedure: 'user.edit',
    encoding: 'multipart',
    summary: 'Save a profile: multipart id, firstName, lastName, gender, address, phoneNumber, email, optional imageFile (avatar).',
    call: (caller, input) => {
      const { values } = input;
      return caller.user.edit({
        id: values.number('id') as number,
        firstName: values.text('firstName'),
        lastName: values.text('lastName'),
        gender: values.text('gender') as 'Male' | 'Female' | undefined,
        address: values.text('address'),
        phoneNumber: values.text('phoneNumber') as string,
        email: values.text('email') as string,
        imageFile: imageFileOf(input),
      });
    },
    present: (user) => ({ data: user, message: messages.profile.saved }),
  }),
  route({
    method: 'GET',
    path: '/get-user-points',
    procedure: 'user.getPoints',
    encoding: 'query',
    summary: "A user's points (?id=): one's own (also without an id), or anyone's for an admin; points at top level, data { id, points }.",
    fields: { id: 'number' },
    present: (result) => ({ top: { id: result.id, points: result.points }, data: result }),
  }),
  route({
    method: 'PUT',
    path: '/get-user-points',
    procedure: 'user.setPoints',
    optionalInputs: ['points'],
    // Without a value it is the read, open to any signed-in user for their own points: setPoints checks its own role.
    gate: 'user.getPoints',
    encoding: 'json',
    summary:
      "Without points (the spec's header sends PUT ?id= with no value): a user's points, as GET answers them — one's own, or anyone's for an admin. With points (?id=, body points): set them; admin only (anyone else: 403, nothing changes).",
    // Which of the two the client asks for is in its request: a value to set, or none.
    call: async (caller, { values }) =>
      values.has('points')
        ? { set: true, ...(await caller.user.setPoints({ id: values.number('id') as number, points: values.number('points') as number })) }
        : { set: false, ...(await caller.user.getPoints({ id: values.number('id') as number | undefined })) },
    present: ({ set, ...result }) =>
      set
        ? { top: { points: result.points }, data: result, message: messages.profile.pointsUpdated }
        : { top: { id: result.id, points: result.points }, data: result },
  }),
  route({
    method: 'PUT',
    path: '/change-user-status',
    procedure: 'user.changeStatus',
    encoding: 'query',
    summary: 'Toggle a user Active/Inactive (?id=); deactivation ends their sessions.',
    fields: { id: 'number' },
    present: (result) => ({ data: result, message: messages.userStatus.updated }),
  }),
];
