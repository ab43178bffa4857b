import { TIME_SLOTS } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBareList } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/get-allcode', () => {
  it('answers the time slot definitions T1–T8 in time order, for anyone', async () => {
    const codes = expectBareList(await t.server.inject({ method: 'GET', url: '/api/get-allcode?type=TIME' }));
    expect(codes).toEqual(TIME_SLOTS.map(({ keyMap, valueVi, valueEn }) => ({ keyMap, valueVi, valueEn })));
    expect(codes[0]).toEqual({ keyMap: 'T1', valueVi: '09:00', valueEn: '9:00 AM' });
  });

  it('answers an empty list for an unknown type, and the same through tRPC', async () => {
    expect(expectBareList(await t.server.inject({ method: 'GET', url: '/api/get-allcode?type=NOPE' }))).toEqual([]);
    const caller = await t.caller();
    expect((await caller.allcode.getByType({ type: 'time' })).map((c) => c.keyMap)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
    ]);
  });
});
