import { messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from './lib/input-depth.js';
import { restRoutes } from './rest/table.js';
import { expectRefusal, expectSuccess } from './testing/rest-answers.js';
import { startTestApp, type TestApp } from './testing/test-app.js';
import { trpcTestClient } from './testing/trpc-client.js';

/**
 * Issue 20 item 3: a JSON body nested thousands of levels deep (a few KB) answered 500 on the REST write paths
 * (the stack overflowed in whatever walked it). Input deeper than MAX_INPUT_DEPTH is refused as bad input on both
 * doors, anonymously, before anything walks it; input at the limit is read as always.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** `depth - 1` lists inside each other: inside an object, `depth` levels in all. */
const lists = (depth: number) => `${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`;
/** An object whose `field` holds lists nested so that the whole text is `depth` levels deep. */
const deepObject = (depth: number, field = 'email') => `{"${field}":${lists(depth)}}`;

const TOO_DEEP = [3_000, 10_000];
const json = { 'content-type': 'application/json' };
const restWrites = restRoutes.filter((route) => route.method !== 'GET');
const urlOf = (path: string) => `/api${path.replace(/:\w+/g, 'some-token')}`;

describe('the REST adapter', () => {
  it('has write paths to walk', () => {
    expect(restWrites.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(restWrites.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it.each(TOO_DEEP)('refuses a body %i levels deep as bad input, anonymously', async (depth) => {
      const res = await t.server.inject({ method: route.method, url: urlOf(route.path), headers: json, payload: deepObject(depth) });
      expectRefusal(res, 400, messages.generic.invalidInput);
    });

    it('refuses one level past the limit, and in any field', async () => {
      for (const field of ['email', 'id', 'arrSchedule', 'serviceIds']) {
        const res = await t.server.inject({
          method: route.method,
          url: urlOf(route.path),
          headers: json,
          payload: deepObject(MAX_INPUT_DEPTH + 1, field),
        });
        expectRefusal(res, 400, messages.generic.invalidInput);
      }
    });
  });

  it('never answers 500 for a deep body on a read path either', async () => {
    for (const route of restRoutes.filter((r) => r.method === 'GET')) {
      const res = await t.server.inject({ method: 'GET', url: urlOf(route.path), headers: json, payload: deepObject(10_000) });
      expect(res.statusCode, `${route.path}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('reads a body at the limit as always: the login succeeds', async () => {
    const user = await t.createUser();
    const payload = (depth: number) => `{"email":"${user.email}","password":"${user.password}","extra":${lists(depth)}}`;
    const ok = await t.server.inject({ method: 'POST', url: '/api/login', headers: json, payload: payload(MAX_INPUT_DEPTH) });
    expect(expectSuccess(ok)).toMatchObject({ id: user.id });
    const over = await t.server.inject({ method: 'POST', url: '/api/login', headers: json, payload: payload(MAX_INPUT_DEPTH + 1) });
    expectRefusal(over, 400, messages.generic.invalidInput);
  });

  it('answers the refusal in the language asked for', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...json, 'accept-language': 'vi' },
      payload: deepObject(3_000),
    });
    expect(expectRefusal(res, 400).message).not.toBe(messages.generic.invalidInput);
  });
});

interface TrpcError {
  error: { message: string; data: { code: string; httpStatus: number } };
}

/** A tRPC refusal of every call of the request as BAD_REQUEST with the invalid-input message. */
function expectTrpcBadRequest(res: { statusCode: number; body: string; json(): unknown }, calls = 1) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as TrpcError | TrpcError[];
  const errors = Array.isArray(body) ? body : [body];
  expect(errors).toHaveLength(calls);
  for (const { error } of errors) {
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.generic.invalidInput);
  }
}

describe('the tRPC door', () => {
  const input = (depth: number) => encodeURIComponent(deepObject(depth, 'id'));

  it.each(TOO_DEEP)('refuses a mutation body %i levels deep, single or batched', async (depth) => {
    expectTrpcBadRequest(await t.server.inject({ method: 'POST', url: '/trpc/auth.login', headers: json, payload: deepObject(depth) }));
    expectTrpcBadRequest(
      await t.server.inject({ method: 'POST', url: '/trpc/auth.register', headers: json, payload: deepObject(depth, 'firstName') }),
    );
    const batch = `{"0":${deepObject(depth)},"1":${deepObject(depth, 'phone')}}`;
    expectTrpcBadRequest(
      await t.server.inject({ method: 'POST', url: '/trpc/auth.forgotPassword,booking.create?batch=1', headers: json, payload: batch }),
      2,
    );
  });

  it.each(TOO_DEEP)('refuses a query input %i levels deep, cached public reads included', async (depth) => {
    for (const procedure of ['service.getById', 'stylist.getDetail', 'booking.freeStarts', 'service.list']) {
      expectTrpcBadRequest(await t.server.inject({ method: 'GET', url: `/trpc/${procedure}?input=${input(depth)}` }));
    }
    expectTrpcBadRequest(
      await t.server.inject({
        method: 'GET',
        url: `/trpc/service.getById,schedule.byStylistAndDate?batch=1&input=${encodeURIComponent(`{"0":${deepObject(depth, 'id')},"1":${deepObject(depth, 'date')}}`)}`,
      }),
      2,
    );
  });

  it('reads an input at the limit as always: the login succeeds', async () => {
    const user = await t.createUser();
    const payload = (depth: number) => `{"email":"${user.email}","password":"${user.password}","extra":${lists(depth)}}`;
    // Sent as a client sends it; the login's answer read by tRPC's client.
    const { client } = trpcTestClient(t.server);
    const atLimit = JSON.parse(payload(MAX_INPUT_DEPTH)) as { email: string; password: string };
    expect((await client.auth.login.mutate(atLimit)).id).toBe(user.id);
    expectTrpcBadRequest(
      await t.server.inject({ method: 'POST', url: '/trpc/auth.login', headers: json, payload: payload(MAX_INPUT_DEPTH + 1) }),
    );
  });
});
