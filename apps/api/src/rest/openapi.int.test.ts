import { messages, Role } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../testing/test-app.js';
import { PUBLIC_ROWS_ANSWERING_401 } from './openapi.js';
import { accessOf } from './routes.js';
import { restRoutes } from './table.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('API docs', () => {
  it('describe every REST path of the table, generated from it', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of restRoutes) {
      const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeTruthy();
    }
  });

  it("take a procedure's input schema, so required fields are documented", async () => {
    const doc = (await t.server.inject({ method: 'GET', url: '/api/docs' })).json();
    const book = doc.paths['/api/customer-book-appointment'].post;
    const schema = book.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['phone', 'fullName', 'email', 'stylistId', 'date', 'timeType', 'serviceIds']));
    // The Idempotency-Key header a booking may carry, with the key's bounds.
    expect(book.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: expect.objectContaining({ maxLength: 255 }),
      }),
    );
    expect(doc.paths['/api/get-all-booking'].get.security).toEqual([{ bearer: [] }]);
    // The points PUT reads without a value (the spec's header sends none): points is documented as optional.
    const points = doc.paths['/api/get-user-points'].put.requestBody.content['application/json'].schema;
    expect(points.properties).toHaveProperty('points');
    expect(points.required ?? []).not.toContain('points');
  });

  it('render a readable page for a browser, with the status mapping', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/customer-book-appointment');
    expect(res.body).toContain('<h2>Status mapping</h2>');
    expect(res.body).toContain('<tr><td>No, expired or invalid access token</td><td>401</td><td>401</td>');
  });

  it('describe the envelope and the status mapping: business refusals answer 200, 401/403/429 keep their status', async () => {
    const doc = (await t.server.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const description = doc.info.description as string;
    for (const field of ['errCode', 'errMessage', 'errMsg', 'fieldErrors']) expect(description).toContain(`\`${field}\``);
    const rows = description.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Situation'));
    const httpFor = (errCode: number) => rows.filter((r) => r.split(' | ')[2] === String(errCode)).map((r) => r.split(' | ')[1]);
    expect(httpFor(400)).toEqual(['200', '200']);
    expect(httpFor(404)).toEqual(['200']);
    expect(httpFor(409)).toEqual(['200']);
    expect(httpFor(401)).toEqual(['401', '401']);
    expect(httpFor(403)).toEqual(['200', '403']);
    expect(httpFor(429)).toEqual(['429']);
    const login = doc.paths['/api/login'].post;
    expect(Object.keys(login.responses).sort()).toEqual(['200', '401', '429', '500', '503']);
    expect(login.responses['200'].content['application/json'].schema.oneOf).toHaveLength(2);
  });

  it('show the bare list or number the paths of the original answer, the users list total header, and the envelope elsewhere', async () => {
    const doc = (await t.server.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const success = (path: string, method = 'get') => doc.paths[`/api${path}`][method].responses['200'];
    const shapeOf = (path: string, method = 'get') => success(path, method).content['application/json'].schema.oneOf[0];
    for (const route of restRoutes) {
      const shape = shapeOf(route.path.replace(/:([A-Za-z]+)/g, '{$1}'), route.method.toLowerCase());
      const expected = !route.bare
        ? { type: 'object', required: expect.arrayContaining(['errCode', 'data']) }
        : { type: route.bare.shape === 'list' ? 'array' : 'number' };
      expect({ route: `${route.method} ${route.path}`, shape }).toMatchObject({ route: `${route.method} ${route.path}`, shape: expected });
    }
    expect(shapeOf('/get-all-services')).toMatchObject({ type: 'array' });
    expect(shapeOf('/total-users')).toMatchObject({ type: 'number' });
    expect(success('/get-all-user').headers['X-Total-Count']).toMatchObject({ schema: { type: 'integer' } });
    const description = doc.info.description as string;
    for (const path of ['GET /api/get-all-services', 'GET /api/get-all-user', 'GET /api/revenue', 'X-Total-Count']) {
      expect(description).toContain(path);
    }
  });

  it('list 401 on the public rows that answer it, and on no other public row', async () => {
    const doc = (await t.server.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const documented401 = restRoutes
      .filter((r) => accessOf(r) === 'public')
      .filter((r) => '401' in doc.paths[`/api${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`][r.method.toLowerCase()].responses)
      .map((r) => `${r.method} ${r.path}`);
    expect(documented401.sort()).toEqual(['POST /login', 'POST /refresh-token', 'POST /register']);
    expect(Object.keys(PUBLIC_ROWS_ANSWERING_401).sort()).toEqual(documented401);
    const refresh = doc.paths['/api/refresh-token'].post.responses['401'];
    expect(refresh.description).toMatch(/already used/);
    expect(refresh.content['application/json'].schema.properties.errCode).toBeTruthy();
  });

  it('list a 401 the public rows do answer: a bad or reused refresh token, a staff account created on an expired token', async () => {
    const post = (url: string, payload: object, token?: string) =>
      t.server.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const customer = await t.createUser({ roleId: Role.Customer });
    const signedIn = (await post('/api/login', { email: customer.email, password: customer.password })).json();
    const rotated = await post('/api/refresh-token', { refreshToken: signedIn.refreshToken });
    expect(rotated.statusCode).toBe(200);
    // The used token again after the reuse window, to either path: the session ends.
    t.advance(t.config.refreshReuseWindowSeconds * 1000);
    for (const res of [
      await post('/api/refresh-token', { refreshToken: signedIn.refreshToken }),
      await post('/api/login', { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken }),
      await post('/api/login', { accessToken: 'x', refreshToken: 'not-a-token' }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ errCode: 401, success: false, errMessage: messages.session.expired });
    }
    const admin = await t.createUser({ roleId: Role.Admin });
    const token = await t.tokenFor(admin);
    t.advance(16 * 60_000);
    const staff = await post(
      '/api/register',
      {
        firstName: 'Late',
        lastName: 'Admin',
        email: uniqueEmail('late'),
        password: 'salon-pass-1',
        phoneNumber: '912345678',
        roleId: 'R1',
      },
      token,
    );
    expect(staff.statusCode, staff.body).toBe(401);
    expect(staff.json()).toMatchObject({ errCode: 401, errMessage: messages.session.unauthenticated });
  });
});
