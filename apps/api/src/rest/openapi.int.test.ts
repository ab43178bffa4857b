import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
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
    expect(doc.paths['/api/get-all-booking'].get.security).toEqual([{ bearer: [] }]);
  });

  it('render a readable page for a browser', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/customer-book-appointment');
  });
});
