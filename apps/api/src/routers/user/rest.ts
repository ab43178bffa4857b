import { messages } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';
import { pagingOf, pagingTop } from '../../rest/values.js';
import { imageFileOf } from '../../uploads/rest.js';

/** REST paths of the user calls (spec §7 Users; ARCHITECTURE §1a for the points update). */
export const userRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-user',
    procedure: 'user.list',
    encoding: 'query',
    access: ['R2'],
    summary:
      'Every user except admins (data: the list), oldest first; optional case-insensitive full-name ?search=, and paging with ?page= (10 per page) and ?limit= (total, page, limit at top level).',
    call: (caller, { values }) => caller.user.list({ search: values.text('search'), ...pagingOf(values) }),
    present: (result) => ({ data: result.items, top: pagingTop(result) }),
  }),
  route({
    method: 'GET',
    path: '/get-user-by-id',
    procedure: 'user.getById',
    encoding: 'query',
    access: 'signed-in',
    summary: 'A user profile (?id=): oneself, or anyone for an admin; the profile fields (status, points, …) at top level and under data.',
    call: (caller, { values }) => caller.user.getById({ id: values.number('id') as number }),
    present: (user) => ({ top: user, data: user }),
  }),
  route({
    method: 'PUT',
    path: '/edit-user',
    procedure: 'user.edit',
    encoding: 'multipart',
    access: 'signed-in',
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
    access: 'signed-in',
    summary: "A user's points (?id=): one's own (also without an id), or anyone's for an admin; points at top level, data { id, points }.",
    call: (caller, { values }) => caller.user.getPoints({ id: values.number('id') as number | undefined }),
    present: (result) => ({ top: { id: result.id, points: result.points }, data: result }),
  }),
  route({
    method: 'PUT',
    path: '/get-user-points',
    procedure: 'user.setPoints',
    encoding: 'json',
    access: ['R2'],
    summary: "Set a user's points (?id=, body points); admin only.",
    call: (caller, { values }) => caller.user.setPoints({ id: values.number('id') as number, points: values.number('points') as number }),
    present: (result) => ({ top: { points: result.points }, data: result, message: messages.profile.pointsUpdated }),
  }),
  route({
    method: 'PUT',
    path: '/change-user-status',
    procedure: 'user.changeStatus',
    encoding: 'query',
    access: ['R2'],
    summary: 'Toggle a user Active/Inactive (?id=); deactivation ends their sessions.',
    call: (caller, { values }) => caller.user.changeStatus({ id: values.number('id') as number }),
    present: (result) => ({ data: result, message: messages.userStatus.updated }),
  }),
];
