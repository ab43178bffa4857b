import { schema } from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from '../../testing/rest-answers.js';
import { startTestAppForFile, uniqueEmail } from '../../testing/test-app.js';

/**
 * A new password is judged against the product's name and the salon's and its locations' names, read at the call. A
 * database of its own: the test renames the salon.
 */
const t = startTestAppForFile({ isolated: true });

const register = (password: string, email = uniqueEmail('newcomer')) =>
  t.server.inject({
    method: 'POST',
    url: '/api/register',
    payload: { firstName: 'An', lastName: 'Vo', email, password, confirmPassword: password },
  });

const accounts = (email: string) => t.deps.db.$count(schema.users, eq(schema.users.email, email));

describe('a new password with the salon in it', () => {
  it("is refused when it is the product's name and a few digits", async () => {
    const email = uniqueEmail('product-name');
    const body = expectRefusal(await register('hairsalon123', email), 400, messages.password.tooWeak);
    expect(body.fieldErrors).toEqual({ password: messages.password.tooWeak });
    expect(await accounts(email)).toBe(0);
  });

  it("is refused once it is the salon's own name, as the salon is named at the time", async () => {
    expectSuccess(await register('salonmai2024'));
    await t.deps.db
      .insert(schema.salonSettings)
      .values({ id: 1, name: 'Salon Mai' })
      .onConflictDoUpdate({ target: schema.salonSettings.id, set: { name: 'Salon Mai' } });
    const email = uniqueEmail('renamed');
    expectRefusal(await register('salonmai2024', email), 400, messages.password.tooWeak);
    expect(await accounts(email)).toBe(0);
  });
});
