import { messages } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';
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
      'Users except admins, 10 per page (?page=1), optional case-insensitive full-name ?search=; data { items, total, page, pageSize }.',
    call: (caller, { values }) => caller.user.list({ search: values.text('search'), page: (values.number('page') ?? 1) as number }),
  }),
  route({
    method: 'GET',
    path: '/get-user-by-id',
    procedure: 'user.getById',
    encoding: 'query',
    access: 'signed-in',
    summary: 'A user profile (?id=): oneself, or anyone for an admin.',
    call: (caller, { values }) => caller.user.getById({ id: values.number('id') as number }),
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
    summary: "A user's points (?id=): oneself, or anyone for an admin; data { id, points }.",
    call: (caller, { values }) => caller.user.getPoints({ id: values.number('id') as number }),
    present: (result) => ({ top: { points: result.points }, data: result }),
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
