import { Role } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

// Staff type without diacritics: "nguyen" and "NGUYEN" must find "Thảo Nguyễn" (issue 23).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A family name no other suite uses, with Vietnamese letters in it. */
const tag = `Ngữ${Date.now().toString(36)}`;

describe('searching people by name', () => {
  it('ignores accents and case in the admin’s user list and the front desk’s customer search', async () => {
    const thao = await t.createUser({ roleId: Role.Customer, firstName: 'Thảo', lastName: `Nguyễn ${tag}` });
    const duc = await t.createUser({ roleId: Role.Customer, firstName: 'Đức', lastName: `Trần ${tag}` });
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const desk = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const plainTag = tag.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    const listed = async (search: string) => (await admin.user.list({ search, page: 1 })).items.map((u) => u.id);
    const atDesk = async (query: string) => (await desk.frontDesk.searchCustomers({ query })).map((u) => u.id);

    for (const search of [`nguyen ${plainTag}`, `NGUYEN ${plainTag.toUpperCase()}`, `thao nguyen ${plainTag}`, `Thảo Nguyễn ${tag}`]) {
      expect(await listed(search)).toEqual([thao.id]);
      expect(await atDesk(search)).toEqual([thao.id]);
    }
    // Đ is its own letter in Vietnamese, and staff type D for it.
    expect(await listed(`duc tran ${plainTag}`)).toEqual([duc.id]);
    expect(await atDesk(`DUC`)).toContain(duc.id);
    expect(await listed(plainTag)).toEqual([thao.id, duc.id]);
    // A search still means what it says: no match for another name, and % or _ are letters, not wildcards.
    expect(await listed(`nguyen x ${plainTag}`)).toEqual([]);
    expect(await listed(`%${plainTag}`)).toEqual([]);
  });

  it('works through GET /api/get-all-user', async () => {
    const lan = await t.createUser({ roleId: Role.Stylist, firstName: 'Lân', lastName: `Phạm ${tag}x` });
    const token = await t.tokenFor(await t.createUser({ roleId: Role.Admin }));
    const plain = `lan pham ${tag.normalize('NFD').replace(/\p{Diacritic}/gu, '')}x`;
    const res = await t.server.inject({
      method: 'GET',
      url: `/api/get-all-user?search=${encodeURIComponent(plain)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((res.json() as { id: number }[]).map((u) => u.id)).toEqual([lan.id]);
  });
});
