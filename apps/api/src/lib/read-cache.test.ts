import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

function cache(ttlMs = 60_000) {
  let now = 1_000_000;
  const c = new ReadCache({ ttlMs, now: () => new Date(now), maxEntries: 3 });
  c.setLive(true);
  return { c, advance: (ms: number) => (now += ms), now: () => now };
}

function counter(start = 0) {
  let n = start;
  return async () => ({ value: ++n });
}

describe('read cache', () => {
  it('serves a stored answer until a write to one of its tables', async () => {
    const { c } = cache();
    const load = counter();
    expect(await c.get('services', ['services'], load)).toBe(1);
    expect(await c.get('services', ['services'], load)).toBe(1);
    c.invalidate('bookings');
    expect(await c.get('services', ['services'], load)).toBe(1);
    c.invalidate('services');
    expect(await c.get('services', ['services'], load)).toBe(2);
  });

  it('does not keep an answer whose table was written while it was being read', async () => {
    const { c } = cache();
    let release: () => void = () => undefined;
    const slow = c.get('schedule', ['bookings'], async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 'before the write' };
    });
    await Promise.resolve();
    c.invalidate('bookings');
    release();
    expect(await slow).toBe('before the write');
    expect(await c.get('schedule', ['bookings'], async () => ({ value: 'after the write' }))).toBe('after the write');
  });

  it('expires answers after the TTL and at their own time bound', async () => {
    const { c, advance, now } = cache(10_000);
    const load = counter();
    expect(await c.get('a', ['services'], load)).toBe(1);
    advance(9_999);
    expect(await c.get('a', ['services'], load)).toBe(1);
    advance(1);
    expect(await c.get('a', ['services'], load)).toBe(2);

    const bounded = counter(100);
    expect(await c.get('b', ['bookings'], async () => ({ ...(await bounded()), validUntil: now() + 500 }))).toBe(101);
    advance(499);
    expect(await c.get('b', ['bookings'], bounded)).toBe(101);
    advance(1);
    expect(await c.get('b', ['bookings'], bounded)).toBe(102);
  });

  it('serves nothing from memory while the feed of other instances is down, and forgets all when it returns', async () => {
    const { c } = cache();
    const load = counter();
    expect(await c.get('a', ['services'], load)).toBe(1);
    c.setLive(false);
    expect(await c.get('a', ['services'], load)).toBe(2);
    expect(await c.get('a', ['services'], load)).toBe(3);
    c.setLive(true);
    expect(await c.get('a', ['services'], load)).toBe(4);
    expect(await c.get('a', ['services'], load)).toBe(4);
  });

  it('is off with a TTL of 0, and keeps at most maxEntries', async () => {
    const off = new ReadCache({ ttlMs: 0, now: () => new Date() });
    off.setLive(true);
    const load = counter();
    await off.get('a', ['services'], load);
    expect(await off.get('a', ['services'], load)).toBe(2);

    const { c } = cache();
    for (const key of ['k1', 'k2', 'k3', 'k4']) await c.get(key, ['services'], async () => ({ value: key }));
    expect(c.size).toBe(3);
    expect(await c.get('k1', ['services'], async () => ({ value: 'reloaded' }))).toBe('reloaded');
  });

  it('never keeps a failed read', async () => {
    const { c } = cache();
    await expect(c.get('a', ['services'], async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(c.size).toBe(0);
  });
});
